import Link from 'next/link';
import { StatusPanel } from '@/components/status/StatusPanel';

export default function CollectionNotFound() {
  return (
    <StatusPanel
      mark="404"
      eyebrow="Collection not found"
      title={
        <>
          This collection has <span className="accent">moved on.</span>
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
        Collections change with the seasons, or the address may be mistyped. Every piece is still in the shop.
      </p>
    </StatusPanel>
  );
}
