'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { createCollection, updateCollection, type CollectionValues } from '@/lib/shop/catalog-admin-actions';
import styles from './catalog.module.css';

const FIELDS = ['name', 'slug', 'description', 'visible'] as const;

/** A collection's name, web address, description and visibility: a new one (no `id`) or an existing one. */
export function CollectionForm({ id, values }: { id?: string; values?: CollectionValues }) {
  const router = useRouter();
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CollectionValues>({
    defaultValues: values ?? { name: '', slug: '', description: '', visible: true },
  });

  const onSubmit = handleSubmit(async (input) => {
    setStatus(null);
    if (!input.name.trim()) {
      setError('name', { message: 'Name the collection' });
      return;
    }
    const result = id ? await updateCollection(id, input) : await createCollection(input);
    if (!result.ok) {
      const field = (result.field ?? '').split('.').at(-1) as (typeof FIELDS)[number];
      if (FIELDS.includes(field)) setError(field, { message: result.message });
      else setStatus({ text: result.message, error: true });
      return;
    }
    if ('id' in result && !id) {
      reset();
      router.push(`/admin/collections/${result.id}`);
      return;
    }
    setStatus({ text: 'Saved.', error: false });
    router.refresh();
  });

  const error = (name: keyof CollectionValues) =>
    errors[name]?.message ? (
      <span id={`collection-${name}-error`} className={styles.cellError}>
        {errors[name]?.message}
      </span>
    ) : null;
  const described = (name: keyof CollectionValues) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `collection-${name}-error` } : {};

  return (
    <form
      className={styles.options}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label={id ? 'Collection' : 'New collection'}
    >
      <label className={styles.field}>
        Name
        <input {...register('name')} {...described('name')} autoComplete="off" />
        {error('name')}
      </label>
      <label className={styles.field}>
        Web address (slug; made from the name when empty)
        <input {...register('slug')} {...described('slug')} autoComplete="off" placeholder="summer-linen" />
        {error('slug')}
      </label>
      <label className={styles.field}>
        Description
        <textarea rows={3} {...register('description')} {...described('description')} />
        {error('description')}
      </label>
      <label className={styles.check}>
        <input type="checkbox" {...register('visible')} />
        Shown in the shop
      </label>
      {status ? (
        <p className={status.error ? styles.error : styles.saved} role={status.error ? 'alert' : 'status'}>
          {status.text}
        </p>
      ) : null}
      <div>
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : id ? 'Save collection' : 'Create collection'}
        </button>
      </div>
    </form>
  );
}
