'use client';

import { useRouter } from 'next/navigation';
import { useTransition, type FormEvent, type ReactNode } from 'react';

/** `?q=&sort=newest&min=` -> `?` : empty fields and the default order are left out of the URL. */
export function cleanQuery(data: FormData): string {
  const search = new URLSearchParams();
  for (const [name, value] of data) {
    if (typeof value === 'string' && value.trim() !== '') search.append(name, value.trim());
  }
  const sort = search.get('sort');
  if (sort === (search.get('q') ? 'relevance' : 'newest')) search.delete('sort');
  return search.toString();
}

/**
 * The listing's filter form. Without JavaScript it is a plain GET form; with it, choosing a
 * collection or an order applies at once, and every submission is a client-side navigation to a
 * clean URL.
 */
export function FilterForm({
  action,
  id,
  className,
  label,
  children,
}: {
  action: string;
  id: string;
  className?: string;
  /** The search landmark's name, apart from the header's search. */
  label: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const go = (form: HTMLFormElement) => {
    const query = cleanQuery(new FormData(form));
    // On a phone the filter panel folds away once a filter is applied, so the results are seen.
    for (const panel of form.querySelectorAll('details[open]')) panel.removeAttribute('open');
    startTransition(() => router.push(query ? `${action}?${query}` : action, { scroll: false }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(event.currentTarget);
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    if (target instanceof HTMLSelectElement || target.type === 'radio') go(event.currentTarget);
  };

  return (
    <form
      id={id}
      action={action}
      method="get"
      role="search"
      aria-label={label}
      className={className}
      onSubmit={onSubmit}
      onChange={onChange}
      aria-busy={pending}
      data-pending={pending || undefined}
    >
      {children}
    </form>
  );
}
