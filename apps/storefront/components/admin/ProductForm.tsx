'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import formStyles from '@/components/account/account.module.css';
import { showToast } from '@/components/layout/toast';
import {
  deleteProductForm,
  saveProductForm,
  uploadDigitalFile,
  uploadProductImage,
} from '@/lib/shop/admin-product-actions';
import { checkProductForm, type FormMedia, type ProductFormValues } from '@/lib/shop/admin-product-form';
import admin from './admin.module.css';
import { ConfirmAction } from './ConfirmAction';
import { ProductConflict } from './ProductConflict';
import { RichTextEditor } from './RichTextEditor';
import styles from './products.module.css';

const LEAVE_QUESTION = 'You have unsaved changes to this product. Leave without saving?';

/**
 * The product form (new and existing): details, price and discount, pictures (drop or pick, preview, order,
 * alt text), the digital file, collections, ribbon, brand, visibility, web address and stock. It saves with
 * the revision it showed: when someone else saved the product since, the server refuses and the form says who
 * changed what and offers to reload, never overwriting. Leaving with unsaved changes asks first.
 */
export function ProductForm({
  id,
  initial,
  initialMedia,
  revision,
  hasVariants,
  collections,
  digitalFileName,
  canWrite,
}: {
  id?: string;
  initial: ProductFormValues;
  initialMedia: FormMedia[];
  revision?: number;
  hasVariants: boolean;
  collections: { _id: string; name: string }[];
  digitalFileName?: string | undefined;
  canWrite: boolean;
}) {
  const router = useRouter();
  const uid = useId();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    control,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<ProductFormValues>({ defaultValues: initial });
  const [media, setMedia] = useState<FormMedia[]>(initialMedia);
  const [mediaError, setMediaError] = useState('');
  const [uploading, setUploading] = useState(0);
  const [over, setOver] = useState(false);
  const [formError, setFormError] = useState('');
  const [conflict, setConflict] = useState('');
  const [fileName, setFileName] = useState(digitalFileName);
  const [fileMessage, setFileMessage] = useState('');
  const leaving = useRef(false);
  const problem = useRef<HTMLDivElement>(null);

  // A refused save is said at the top of the form: bring it into view (the Save button is at the bottom).
  useEffect(() => {
    if (conflict || formError) problem.current?.focus();
  }, [conflict, formError]);
  const description = useWatch({ control, name: 'description' });
  const discountType = useWatch({ control, name: 'discountType' });
  const trackInventory = useWatch({ control, name: 'trackInventory' });
  const productType = useWatch({ control, name: 'productType' });
  const mediaChanged = JSON.stringify(media) !== JSON.stringify(initialMedia);
  const dirty = isDirty || mediaChanged;

  // Leaving with unsaved changes asks: closing or reloading the tab, and links inside the dashboard.
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || event.defaultPrevented || link.getAttribute('target') === '_blank') return;
      if (!window.confirm(LEAVE_QUESTION)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  const fieldError = (name: keyof ProductFormValues) =>
    errors[name]?.message ? (
      <span id={`${uid}-${name}-error`} className={styles.fieldError}>
        {errors[name]?.message}
      </span>
    ) : null;
  const described = (name: keyof ProductFormValues) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${uid}-${name}-error` : undefined,
  });

  async function addFiles(files: FileList | File[]) {
    setMediaError('');
    for (const file of Array.from(files)) {
      if (!file.type.startsWith('image/')) {
        setMediaError(`${file.name} is not an image`);
        continue;
      }
      setUploading((n) => n + 1);
      try {
        const data = new FormData();
        data.set('file', file);
        const result = await uploadProductImage(data);
        if (!result.ok) setMediaError(result.message);
        else setMedia((m) => [...m, { id: result.id, url: result.url, altText: '', uploaded: true }]);
      } finally {
        setUploading((n) => n - 1);
      }
    }
  }

  const move = (index: number, by: number) =>
    setMedia((m) => {
      const next = [...m];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });

  async function onSubmit(values: ProductFormValues) {
    setFormError('');
    setConflict('');
    const problems = checkProductForm(values);
    for (const p of problems) setError(p.field, { message: p.message });
    if (problems.length) {
      setFormError('Please check the fields marked below.');
      return;
    }
    const result = await saveProductForm(id, values, media, {
      ...(revision !== undefined ? { revision } : {}),
      mediaIds: initialMedia.map((m) => m.id),
      hasVariants,
    });
    if (!result.ok) {
      if (result.conflict) setConflict(result.message);
      else setFormError(result.message);
      for (const f of result.fields ?? []) setError(f.field, { message: f.message });
      if (result.field === 'media') setMediaError(result.message);
      return;
    }
    showToast('success', id ? 'Product saved' : 'Product created');
    leaving.current = true;
    reset(values);
    if (!id) router.replace(`/admin/products/${result.id}`);
    else router.refresh();
  }

  async function onDigitalFile(file: File | undefined) {
    if (!file || !id) return;
    setFileMessage('Uploading…');
    const data = new FormData();
    data.set('file', file);
    const result = await uploadDigitalFile(id, data);
    setFileMessage(result.ok ? 'File uploaded' : result.message);
    if (result.ok) setFileName(result.fileName);
  }

  const reload = () => {
    leaving.current = true;
    window.location.reload();
  };

  return (
    <form
      className={styles.form}
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      noValidate
      aria-label="Product"
    >
      <div ref={problem} tabIndex={-1} className={styles.problems}>
        {conflict ? <ProductConflict message={conflict} onReload={reload} /> : null}
        {formError ? (
          <p className={formStyles.formError} role="alert">
            {formError}
          </p>
        ) : null}
      </div>
      <fieldset className={styles.section} disabled={!canWrite}>
        <legend>Details</legend>
        <label className={styles.field}>
          Name
          <input autoComplete="off" {...register('name')} {...described('name')} />
          {fieldError('name')}
        </label>
        <div className={styles.field}>
          <span id={`${uid}-description-label`}>Description</span>
          <RichTextEditor
            id={`${uid}-description`}
            labelId={`${uid}-description-label`}
            value={description}
            invalid={Boolean(errors.description)}
            describedBy={errors.description ? `${uid}-description-error` : undefined}
            onChange={(html) => setValue('description', html, { shouldDirty: true })}
          />
          {fieldError('description')}
        </div>
        <div className={styles.row2}>
          <label className={styles.field}>
            Ribbon
            <input placeholder="New, Sale…" {...register('ribbon')} {...described('ribbon')} />
            {fieldError('ribbon')}
          </label>
          <label className={styles.field}>
            Brand
            <input {...register('brand')} {...described('brand')} />
            {fieldError('brand')}
          </label>
        </div>
        <label className={styles.field}>
          Product type
          <select {...register('productType')}>
            <option value="physical">Physical (shipped)</option>
            <option value="digital">Digital (downloaded)</option>
          </select>
        </label>
      </fieldset>

      <fieldset className={styles.section} disabled={!canWrite}>
        <legend>Price</legend>
        <div className={styles.row2}>
          <label className={styles.field}>
            Price
            <input inputMode="decimal" autoComplete="off" {...register('price')} {...described('price')} />
            {fieldError('price')}
          </label>
          <label className={styles.field}>
            Discount
            <select {...register('discountType')}>
              <option value="NONE">No discount</option>
              <option value="AMOUNT">Amount off</option>
              <option value="PERCENT">Percent off</option>
            </select>
          </label>
          {discountType !== 'NONE' ? (
            <label className={styles.field}>
              {discountType === 'PERCENT' ? 'Discount (%)' : 'Discount (amount)'}
              <input inputMode="decimal" {...register('discountValue')} {...described('discountValue')} />
              {fieldError('discountValue')}
            </label>
          ) : null}
        </div>
      </fieldset>

      <fieldset className={styles.section} disabled={!canWrite}>
        <legend>Pictures</legend>
        <div
          className={styles.drop}
          data-over={over}
          onDragOver={(e) => {
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={(e) => {
            e.preventDefault();
            setOver(false);
            void addFiles(e.dataTransfer.files);
          }}
        >
          <span>Drop images here, or</span>
          <label className="button button-ghost">
            Choose images
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              multiple
              className="visually-hidden"
              onChange={(e) => {
                if (e.target.files) void addFiles(e.target.files);
                e.target.value = '';
              }}
            />
          </label>
          {uploading > 0 ? <span role="status">Uploading {uploading}…</span> : null}
        </div>
        {mediaError ? (
          <p className={styles.fieldError} role="alert">
            {mediaError}
          </p>
        ) : null}
        {media.length > 0 ? (
          <ol className={styles.mediaList} aria-label="Pictures, in the order the shop shows them">
            {media.map((m, i) => (
              <li key={m.id} className={styles.mediaItem}>
                {/* eslint-disable-next-line @next/next/no-img-element -- a preview of the uploaded file */}
                <img src={m.url} alt={m.altText || `Picture ${i + 1}`} />
                <label className={styles.field}>
                  Alt text
                  <input
                    value={m.altText}
                    maxLength={200}
                    onChange={(e) =>
                      setMedia((all) =>
                        all.map((x) => (x.id === m.id ? { ...x, altText: e.target.value } : x)),
                      )
                    }
                  />
                </label>
                <div className={styles.mediaButtons}>
                  <button
                    type="button"
                    className={`button button-ghost ${admin.small}`}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                    aria-label={`Move picture ${i + 1} earlier`}
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    className={`button button-ghost ${admin.small}`}
                    disabled={i === media.length - 1}
                    onClick={() => move(i, 1)}
                    aria-label={`Move picture ${i + 1} later`}
                  >
                    →
                  </button>
                  <button
                    type="button"
                    className={`button button-ghost ${admin.small}`}
                    onClick={() => setMedia((all) => all.filter((x) => x.id !== m.id))}
                    aria-label={`Remove picture ${i + 1}`}
                  >
                    Remove
                  </button>
                </div>
              </li>
            ))}
          </ol>
        ) : null}
      </fieldset>

      {productType === 'digital' ? (
        <fieldset className={styles.section} disabled={!canWrite}>
          <legend>Digital file</legend>
          {id ? (
            <>
              <p className={styles.hint}>
                {fileName
                  ? `Buyers download ${fileName} once paid.`
                  : 'No file yet: buyers get it once paid.'}
              </p>
              <label className={styles.field}>
                {fileName ? 'Replace the file' : 'Upload the file'}
                <input type="file" onChange={(e) => void onDigitalFile(e.target.files?.[0])} />
              </label>
              {fileMessage ? <p role="status">{fileMessage}</p> : null}
            </>
          ) : (
            <p className={styles.hint}>Save the product first, then upload its file here.</p>
          )}
        </fieldset>
      ) : null}

      <fieldset className={styles.section} disabled={!canWrite}>
        <legend>Stock</legend>
        {hasVariants ? (
          <p className={styles.hint}>
            This product has variants: set their stock on the{' '}
            {id ? <Link href={`/admin/products/${id}/variants`}>Variants</Link> : 'Variants'} tab.
          </p>
        ) : (
          <>
            <label className={styles.check}>
              <input type="checkbox" {...register('trackInventory')} />
              Track how many are in stock
            </label>
            {trackInventory ? (
              <label className={styles.field}>
                Quantity in stock
                <input inputMode="numeric" {...register('quantity')} {...described('quantity')} />
                {fieldError('quantity')}
              </label>
            ) : null}
          </>
        )}
      </fieldset>

      <fieldset className={styles.section} disabled={!canWrite}>
        <legend>Collections</legend>
        {collections.length === 0 ? <p className={styles.hint}>The shop has no collections yet.</p> : null}
        <div className={styles.row2}>
          {collections.map((c) => (
            <label key={c._id} className={styles.check}>
              <input type="checkbox" value={c._id} {...register('collectionIds')} />
              {c.name}
            </label>
          ))}
        </div>
        {fieldError('collectionIds')}
      </fieldset>

      <fieldset className={styles.section} disabled={!canWrite}>
        <legend>In the shop</legend>
        <label className={styles.check}>
          <input type="checkbox" {...register('visible')} />
          Show in the shop (visible)
        </label>
        <label className={styles.field}>
          Web address (slug)
          <input
            autoComplete="off"
            placeholder="made from the name"
            {...register('slug')}
            {...described('slug')}
          />
          <span className={styles.hint}>The product page is /product/ followed by this.</span>
          {fieldError('slug')}
        </label>
      </fieldset>

      {canWrite ? (
        <div className={styles.saveBar}>
          <button type="submit" className="button" disabled={isSubmitting || uploading > 0}>
            {isSubmitting ? 'Saving…' : 'Save'}
          </button>
          {dirty ? <span className={styles.hint}>Unsaved changes</span> : null}
        </div>
      ) : null}
      {canWrite && id ? (
        <ConfirmAction
          label="Delete product"
          question="Delete this product?"
          consequence="It leaves the shop and the dashboard for good. Orders that have it keep their lines."
          confirmLabel="Delete for good"
          danger
          done="Product deleted"
          doneHref="/admin/products"
          action={() => {
            leaving.current = true;
            return deleteProductForm(id, revision);
          }}
        />
      ) : null}
    </form>
  );
}
