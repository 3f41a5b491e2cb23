'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import formStyles from '@/components/account/account.module.css';
import type { SaveResult } from '@/lib/shop/admin-prices-actions';
import type { StaffResult } from '@/lib/shop/staff-errors';
import admin from './admin.module.css';
import { ConfirmAction } from './ConfirmAction';
import crud from './crud.module.css';
import people from './people.module.css';

/** One field of an entity's form: the form is drawn from a list of these. */
export interface FieldSpec<V> {
  name: Path<V> & string;
  label: string;
  kind?: 'text' | 'textarea' | 'select' | 'multi' | 'checkbox' | 'checks' | 'date';
  options?: readonly { value: string; label: string }[];
  hint?: string;
  /** The browser-side check: the message when it is left empty. */
  required?: string;
  inputMode?: 'decimal' | 'numeric';
  /** Shown only when this holds for the form's current values (a percentage only for "% off"). */
  shown?: (values: V) => boolean;
  /** Takes the form's whole width. */
  wide?: boolean;
}

export interface Column<R> {
  header: string;
  cell: (row: R) => ReactNode;
}

interface Props<R extends { id: string }, V extends FieldValues> {
  /** The section's id (its heading's and its form's names derive from it). */
  id: string;
  title: string;
  /** "coupon": the buttons say "New coupon", "Edit coupon WELCOME10". */
  noun: string;
  intro?: ReactNode;
  rows: readonly R[];
  columns: readonly Column<R>[];
  /** How the row is named in buttons and questions. */
  rowName: (row: R) => string;
  fields: readonly FieldSpec<V>[];
  blank: V;
  formOf: (row: R) => V;
  save: (id: string | undefined, values: V) => Promise<SaveResult>;
  remove?: (id: string) => Promise<StaffResult>;
  /** A switch of the row's (enable/disable), run without asking. */
  toggle?: { label: (row: R) => string; run: (row: R) => Promise<StaffResult> };
  /** What deleting takes away, said in the question. */
  consequence?: string;
  canWrite: boolean;
  empty: string;
  /** Disables "New" with this reason (rates need a region first). */
  cannotCreate?: string;
  /** false: rows are only edited and removed here (people join another way). */
  canCreate?: boolean;
  /** The delete button's word ("Remove", "Revoke"); "Delete" by default. */
  removeVerb?: string;
  /** false: rows have no Edit (an invitation is revoked, never changed). */
  canEdit?: boolean;
  /** The "New" button's words, when "New <noun>" is not what a merchant expects. */
  newLabel?: string;
}

/**
 * The prices and delivery pages' one frame for an entity: its list (a table at a desk, one card a row on a
 * phone), and for people who may change it, a "New" button, and on each row Edit (one dialog with the entity's
 * form, react-hook-form, the server's field errors beside their fields), an optional switch, and Delete (asked
 * first). Done, the page is read again.
 */
export function CrudSection<R extends { id: string }, V extends FieldValues>(props: Props<R, V>) {
  const { id, title, noun, intro, rows, columns, rowName, canWrite, empty, toggle, remove } = props;
  const verb = props.removeVerb ?? 'Delete';
  const [editing, setEditing] = useState<{ row?: R } | undefined>();
  const [status, setStatus] = useState<string | undefined>();
  const openerRef = useRef<HTMLElement | null>(null);
  const close = (saved?: string) => {
    setEditing(undefined);
    if (saved) setStatus(saved);
    openerRef.current?.focus();
  };
  const open = (row: R | undefined, opener: HTMLElement) => {
    openerRef.current = opener;
    setStatus(undefined);
    setEditing(row ? { row } : {});
  };

  return (
    <section className={`${admin.card} ${crud.section}`} aria-labelledby={`${id}-title`}>
      <div className={admin.cardHead}>
        <h2 id={`${id}-title`} className={admin.cardTitle}>
          {title}
        </h2>
        {canWrite && props.canCreate !== false ? (
          <button
            type="button"
            className={`button ${admin.small}`}
            onClick={(event) => open(undefined, event.currentTarget)}
            disabled={Boolean(props.cannotCreate)}
          >
            {props.newLabel ?? `New ${noun}`}
          </button>
        ) : null}
      </div>
      {intro ? <div className={admin.muted}>{intro}</div> : null}
      {canWrite && props.cannotCreate ? <p className={admin.muted}>{props.cannotCreate}</p> : null}
      {status ? (
        <p className={admin.muted} role="status">
          {status}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <div className={crud.tableWrap}>
          <table className={crud.table}>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.header} scope="col">
                    {c.header}
                  </th>
                ))}
                {canWrite ? (
                  <th scope="col">
                    <span className={crud.visuallyHidden}>Actions</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  {columns.map((c) => (
                    <td key={c.header} data-label={c.header}>
                      {c.cell(row)}
                    </td>
                  ))}
                  {canWrite ? (
                    <td className={crud.rowActions}>
                      <div className={admin.actions}>
                        {props.canEdit !== false ? (
                          <button
                            type="button"
                            className={`button button-ghost ${admin.small}`}
                            onClick={(event) => open(row, event.currentTarget)}
                            aria-label={`Edit ${noun} ${rowName(row)}`}
                          >
                            Edit
                          </button>
                        ) : null}
                        {toggle ? <ToggleButton row={row} toggle={toggle} name={rowName(row)} /> : null}
                        {remove ? (
                          <ConfirmAction
                            label={verb}
                            accessibleLabel={`${verb} ${noun} ${rowName(row)}`}
                            question={`${verb} the ${noun} ${rowName(row)}?`}
                            consequence={props.consequence ?? 'It cannot be brought back.'}
                            confirmLabel={`${verb} the ${noun}`}
                            action={() => remove(row.id)}
                            done={`The ${noun} ${rowName(row)} is ${verb.toLowerCase()}d.`}
                            danger
                          />
                        ) : null}
                      </div>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing ? (
        <EntityDialog
          sectionId={id}
          heading={editing.row ? `Edit ${noun} ${rowName(editing.row)}` : `New ${noun}`}
          fields={props.fields}
          values={editing.row ? props.formOf(editing.row) : props.blank}
          save={(values) => props.save(editing.row?.id, values)}
          onClose={close}
          saved={editing.row ? `The ${noun} is saved.` : `The ${noun} is added.`}
        />
      ) : null}
    </section>
  );
}

function ToggleButton<R extends { id: string }>({
  row,
  toggle,
  name,
}: {
  row: R;
  toggle: NonNullable<Props<R, FieldValues>['toggle']>;
  name: string;
}) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const label = toggle.label(row);
  return (
    <>
      <button
        type="button"
        className={`button button-ghost ${admin.small}`}
        disabled={pending}
        aria-label={`${label} ${name}`}
        onClick={() => {
          setPending(true);
          setError(undefined);
          void toggle
            .run(row)
            .then((result) => {
              if (result.ok) router.refresh();
              else setError(result.message);
            })
            .finally(() => setPending(false));
        }}
      >
        {pending ? `${label}…` : label}
      </button>
      {error ? (
        <p className={formStyles.formError} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

function EntityDialog<V extends FieldValues>({
  sectionId,
  heading,
  fields,
  values,
  save,
  onClose,
  saved,
}: {
  sectionId: string;
  heading: string;
  fields: readonly FieldSpec<V>[];
  values: V;
  save: (values: V) => Promise<SaveResult>;
  onClose: (saved?: string) => void;
  saved: string;
}) {
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const uid = useId();
  const [formError, setFormError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = useForm<V>({ defaultValues: values as DefaultValues<V> });
  const current = { ...values, ...(useWatch({ control }) as Partial<V>) } as V;

  useEffect(() => {
    const box = dialog.current;
    if (box && !box.open) box.showModal();
    return () => box?.close();
  }, []);

  const onSubmit = handleSubmit(async (form) => {
    setFormError(undefined);
    const result = await save(form);
    if (result.ok) {
      onClose(saved);
      router.refresh();
      return;
    }
    // Problems of fields the form does not show now (or has not) are said above it, with the field's name.
    const shown = fields.filter((f) => !f.shown || f.shown(form));
    const entries = Object.entries(result.fields ?? {});
    const named = entries.filter(([name]) => shown.some((f) => f.name === name));
    const unseen = entries
      .filter(([name]) => !shown.some((f) => f.name === name))
      .map(([name, message]) => `${fields.find((f) => f.name === name)?.label ?? name}: ${message}`);
    for (const [name, message] of named) setError(name as Path<V>, { message });
    setFormError([result.message, ...unseen].join(' '));
    if (named[0]) setFocus(named[0][0] as Path<V>);
  });

  const errorOf = (name: string) =>
    (errors as Record<string, { message?: string } | undefined>)[name]?.message;

  return (
    <dialog
      ref={dialog}
      className={crud.dialog}
      aria-labelledby={`${uid}-title`}
      onCancel={(event) => {
        event.preventDefault();
        if (!isSubmitting) onClose();
      }}
    >
      <form
        className={people.form}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-labelledby={`${uid}-title`}
        id={`${sectionId}-form`}
      >
        <h2 id={`${uid}-title`} className={admin.cardTitle}>
          {heading}
        </h2>
        {formError ? (
          <p className={formStyles.formError} role="alert">
            {formError}
          </p>
        ) : null}
        <div className={crud.fields}>
          {fields
            .filter((f) => !f.shown || f.shown(current))
            .map((f) => (
              <Field key={f.name} spec={f} uid={uid} register={register} error={errorOf(f.name)} />
            ))}
        </div>
        <div className={admin.actions}>
          <button type="submit" className="button" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Save'}
          </button>
          <button
            type="button"
            className="button button-ghost"
            onClick={() => onClose()}
            disabled={isSubmitting}
          >
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}

function Field<V extends FieldValues>({
  spec,
  uid,
  register,
  error,
}: {
  spec: FieldSpec<V>;
  uid: string;
  register: UseFormRegister<V>;
  error: string | undefined;
}) {
  const inputId = `${uid}-field-${spec.name}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const described = [spec.hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const aria = {
    id: inputId,
    ...(described ? { 'aria-describedby': described } : {}),
    ...(error ? { 'aria-invalid': true } : {}),
  };
  const field = register(spec.name, spec.required ? { required: spec.required } : {});
  const hint = spec.hint ? (
    <span id={hintId} className={crud.hint}>
      {spec.hint}
    </span>
  ) : null;
  const message = error ? (
    <span id={errorId} className={people.fieldError}>
      {error}
    </span>
  ) : null;
  if (spec.kind === 'checks') {
    // A group of boxes for one list value: the form holds the checked boxes' values.
    return (
      <fieldset
        className={`${crud.wide} ${crud.checks}`}
        {...(described ? { 'aria-describedby': described } : {})}
      >
        <legend>{spec.label}</legend>
        {hint}
        <div className={crud.checkList}>
          {(spec.options ?? []).map((o) => (
            <label key={o.value} className={people.check}>
              <input
                type="checkbox"
                value={o.value}
                {...field}
                {...(error ? { 'aria-invalid': true } : {})}
              />
              {o.label}
            </label>
          ))}
        </div>
        {message}
      </fieldset>
    );
  }
  if (spec.kind === 'checkbox') {
    return (
      <div className={crud.wide}>
        <label className={people.check} htmlFor={inputId}>
          <input type="checkbox" {...field} {...aria} />
          {spec.label}
        </label>
        {hint}
        {message}
      </div>
    );
  }
  let control: ReactNode;
  if (spec.kind === 'select' || spec.kind === 'multi') {
    control = (
      <select
        {...field}
        {...aria}
        multiple={spec.kind === 'multi'}
        size={spec.kind === 'multi' ? 5 : undefined}
      >
        {(spec.options ?? []).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else if (spec.kind === 'textarea') {
    control = <textarea {...field} {...aria} />;
  } else {
    control = (
      <input
        type={spec.kind === 'date' ? 'date' : 'text'}
        autoComplete="off"
        {...(spec.inputMode ? { inputMode: spec.inputMode } : {})}
        {...field}
        {...aria}
      />
    );
  }
  return (
    <div
      className={`${people.field} ${spec.wide || spec.kind === 'textarea' || spec.kind === 'multi' ? crud.wide : ''}`}
    >
      <label htmlFor={inputId}>{spec.label}</label>
      {control}
      {hint}
      {message}
    </div>
  );
}
