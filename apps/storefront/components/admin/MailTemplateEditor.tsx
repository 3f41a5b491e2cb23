'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import formStyles from '@/components/account/account.module.css';
import { showToast } from '@/components/layout/toast';
import {
  previewMailTemplate,
  resetMailTemplate,
  saveMailTemplate,
} from '@/lib/shop/admin-mail-template-actions';
import type { MailPreview, MailTemplate, MailTemplateInput } from '@/lib/shop/admin-mail-templates';
import admin from './admin.module.css';
import { ConfirmAction } from './ConfirmAction';
import styles from './people.module.css';
import own from './mail-templates.module.css';

type Part = keyof MailTemplateInput;
const PARTS: Part[] = ['subject', 'html', 'text'];

/**
 * One order mail's template: subject, HTML and text with the placeholders it may use, a preview on a sample
 * order that follows the typing (the HTML in a sandboxed frame: no script, no form, no link runs), saving,
 * and a reset to the default that asks first. A person who may only read sees the template and its preview.
 */
export function MailTemplateEditor({
  template,
  initialPreview,
  canEdit,
}: {
  template: MailTemplate;
  initialPreview: MailPreview;
  canEdit: boolean;
}) {
  const router = useRouter();
  const [preview, setPreview] = useState(initialPreview);
  const [previewProblem, setPreviewProblem] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setFocus,
    reset,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<MailTemplateInput>({
    defaultValues: { subject: template.subject, html: template.html, text: template.text },
  });
  const subject = useWatch({ control, name: 'subject' });
  const html = useWatch({ control, name: 'html' });
  const text = useWatch({ control, name: 'text' });

  // The preview follows the typing, a moment after it stops; an older answer never overwrites a newer one.
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      void previewMailTemplate(template.kind, { subject, html, text }).then((result) => {
        if (!current) return;
        if (result.ok) {
          setPreview(result.preview);
          setPreviewProblem(undefined);
          clearErrors();
        } else {
          setPreviewProblem(result.message);
          if (result.field) setError(result.field as Part, { message: result.message });
        }
      });
    }, 400);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [template.kind, subject, html, text, setError, clearErrors]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    const result = await saveMailTemplate(template.kind, values);
    if (!result.ok) {
      if (result.field && PARTS.includes(result.field as Part)) {
        setError(result.field as Part, { message: result.message });
        setFocus(result.field as Part);
      } else setFormError(result.message);
      return;
    }
    reset({ subject: result.template.subject, html: result.template.html, text: result.template.text });
    showToast('success', 'Mail template saved');
    router.refresh();
  });

  const error = (name: Part) =>
    errors[name]?.message ? (
      <span id={`template-${name}-error`} className={styles.fieldError}>
        {errors[name]?.message}
      </span>
    ) : null;
  const described = (name: Part) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `template-${name}-error` } : {};

  return (
    <div className={own.layout}>
      <form
        className={`${admin.card} ${own.editor}`}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label="Edit the template"
      >
        {formError ? (
          <p className={formStyles.formError} role="alert">
            {formError}
          </p>
        ) : null}
        <div>
          <h2 className={own.subheading} id="placeholders">
            Placeholders
          </h2>
          <ul className={own.placeholders} aria-labelledby="placeholders">
            {template.placeholders.map((name) => (
              <li key={name}>
                <code>{`{{${name}}}`}</code>
              </li>
            ))}
          </ul>
        </div>
        <fieldset className={own.fields} disabled={!canEdit}>
          <legend className="visually-hidden">The template</legend>
          <label className={styles.field}>
            Subject
            <input autoComplete="off" {...register('subject')} {...described('subject')} />
            {error('subject')}
          </label>
          <label className={styles.field}>
            HTML
            <textarea
              rows={14}
              spellCheck={false}
              className={own.code}
              {...register('html')}
              {...described('html')}
            />
            {error('html')}
          </label>
          <label className={styles.field}>
            Text
            <textarea
              rows={10}
              spellCheck={false}
              className={own.code}
              {...register('text')}
              {...described('text')}
            />
            {error('text')}
          </label>
        </fieldset>
        {canEdit ? (
          <div className={admin.actions}>
            <button type="submit" className="button" disabled={isSubmitting || !isDirty}>
              {isSubmitting ? 'Saving…' : 'Save template'}
            </button>
          </div>
        ) : null}
      </form>

      <section className={`${admin.card} ${own.preview}`} aria-labelledby="preview-title">
        <h2 id="preview-title" className={admin.cardTitle}>
          Preview on a sample order
        </h2>
        {previewProblem ? (
          <p className={formStyles.formError} role="alert">
            The preview shows the last template that worked: {previewProblem}
          </p>
        ) : null}
        <p>
          <span className={admin.muted}>Subject: </span>
          <strong data-testid="preview-subject">{preview.subject}</strong>
        </p>
        <h3 className={own.subheading}>HTML</h3>
        <iframe
          className={own.frame}
          title="The mail’s HTML as the buyer sees it"
          sandbox=""
          srcDoc={preview.html}
        />
        <h3 className={own.subheading}>Text</h3>
        <pre className={own.text} data-testid="preview-text" tabIndex={0}>
          {preview.text}
        </pre>
      </section>

      {canEdit && template.customized ? (
        <section className={`${admin.card} ${own.reset}`} aria-labelledby="reset-title">
          <h2 id="reset-title" className={admin.cardTitle}>
            Back to the default
          </h2>
          <ConfirmAction
            label="Reset to default"
            question="Reset this template to the default?"
            consequence="Your subject, HTML and text for this mail are replaced by the shop’s default template. This cannot be undone."
            confirmLabel="Reset the template"
            action={() => resetMailTemplate(template.kind)}
            done="The template is the default again."
            danger
          />
        </section>
      ) : null}
    </div>
  );
}
