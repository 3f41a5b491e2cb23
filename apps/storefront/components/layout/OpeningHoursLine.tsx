'use client';

import { useEffect, useState } from 'react';

export interface OpeningHoursProps {
  /** The words before the hours: "Our shop is open". */
  lead: string;
  className?: string;
  strongClassName?: string;
}

/** The sentence, or nothing when the shop gave no hours. */
export function OpeningHoursLine({
  lead,
  className,
  strongClassName,
  hours,
}: OpeningHoursProps & { hours: string }) {
  if (!hours) return null;
  return (
    <p className={className} data-testid="opening-hours">
      {lead} <strong className={strongClassName}>{hours}</strong>.
    </p>
  );
}

/** The hours read from /api/shop-hours once the page is in the browser (a page built without them). */
export function LiveOpeningHours(props: OpeningHoursProps) {
  const [hours, setHours] = useState('');
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/shop-hours', { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`/api/shop-hours answered ${response.status}`);
        setHours(((await response.json()) as { hours: string }).hours);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Could not read the opening hours', error);
      });
    return () => controller.abort();
  }, []);
  return <OpeningHoursLine {...props} hours={hours} />;
}
