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

export interface LiveShopFace {
  name: string;
  contactEmail: string;
  hours: string;
}

/** One request per page for every part of it that shows the shop's face. */
let asked: Promise<LiveShopFace> | undefined;
const askShopFace = () =>
  (asked ??= fetch('/api/shop-hours').then(async (response) => {
    if (!response.ok) throw new Error(`/api/shop-hours answered ${response.status}`);
    return (await response.json()) as LiveShopFace;
  }));

/** The shop's name, contact email and hours read from /api/shop-hours once the page is in the browser. */
export function useLiveShopFace(): LiveShopFace | undefined {
  const [face, setFace] = useState<LiveShopFace>();
  useEffect(() => {
    let live = true;
    askShopFace()
      .then((answer) => {
        if (live) setFace(answer);
      })
      .catch((error: unknown) => {
        asked = undefined;
        console.error('Could not read the shop settings', error);
      });
    return () => {
      live = false;
    };
  }, []);
  return face;
}

/** The hours read from /api/shop-hours once the page is in the browser (a page built without them). */
export function LiveOpeningHours(props: OpeningHoursProps) {
  const face = useLiveShopFace();
  return <OpeningHoursLine {...props} hours={face?.hours ?? ''} />;
}

/** A fact of the shop (name or contact email) read from the browser, `fallback` until it answers. */
export function LiveShopFact({ fact, fallback }: { fact: 'name' | 'contactEmail'; fallback: string }) {
  const face = useLiveShopFace();
  return <>{face?.[fact] || fallback}</>;
}
