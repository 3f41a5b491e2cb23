import Link from 'next/link';
import { StatusPanel } from '@/components/status/StatusPanel';

export default function ProductNotFound() {
  return (
    <StatusPanel
      mark="404"
      eyebrow="Piece not found"
      title={
        <>
          This piece has <span className="accent">found a home.</span>
        </>
      }
      actions={
        <>
          <Link href="/list" className="button">
            Browse the shop
          </Link>
          <Link href="/" className="button button-ghost">
            Back to the homepage
          </Link>
        </>
      }
    >
      <p>
        It may have sold out for good, or the address may be mistyped. Plenty more are waiting in the shop.
      </p>
    </StatusPanel>
  );
}
