import { readOpeningHours } from '@/lib/shop/shop-settings';
import { OpeningHoursLine, LiveOpeningHours, type OpeningHoursProps } from './OpeningHoursLine';

/**
 * "Our shop is open <hours>.", from the shop's settings, the one source of its opening hours. Rendered on the
 * server; a page built with the storefront (no commerce server then) asks for the hours from the browser.
 */
export async function OpeningHours(props: OpeningHoursProps) {
  const hours = await readOpeningHours();
  if (hours === undefined) return <LiveOpeningHours {...props} />;
  return <OpeningHoursLine {...props} hours={hours} />;
}
