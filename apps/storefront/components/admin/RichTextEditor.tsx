'use client';

import { useEffect, useRef } from 'react';
import styles from './products.module.css';

/**
 * A small rich-text field: bold, italic, bulleted and numbered lists, and links, on a contenteditable area
 * (the browser's editing commands). It hands its HTML up on each change; the server cuts it down to its
 * allow-list before storing it, so what is pasted in is never trusted.
 */
export function RichTextEditor({
  id,
  labelId,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  invalid: boolean;
  describedBy?: string | undefined;
}) {
  const area = useRef<HTMLDivElement>(null);

  // The first value, and a value set from outside (a reload), go into the area; typing does not round-trip.
  useEffect(() => {
    const el = area.current;
    if (el && el.innerHTML !== value) el.innerHTML = value;
  }, [value]);

  const command = (name: string, arg?: string) => {
    area.current?.focus();
    document.execCommand(name, false, arg);
    onChange(area.current?.innerHTML ?? '');
  };

  const link = () => {
    const url = window.prompt('Link address (https://…)');
    if (url && /^(https?:\/\/|mailto:|\/)/i.test(url.trim())) command('createLink', url.trim());
  };

  return (
    <div className={styles.section} style={{ padding: 0, border: 0, background: 'none' }}>
      <div
        className={styles.editorButtons}
        role="toolbar"
        aria-label="Description formatting"
        aria-controls={id}
      >
        <button
          type="button"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => command('bold')}
          aria-label="Bold"
        >
          <strong>B</strong>
        </button>
        <button
          type="button"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => command('italic')}
          aria-label="Italic"
        >
          <em>I</em>
        </button>
        <button
          type="button"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => command('insertUnorderedList')}
          aria-label="Bulleted list"
        >
          •
        </button>
        <button
          type="button"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => command('insertOrderedList')}
          aria-label="Numbered list"
        >
          1.
        </button>
        <button type="button" onMouseDown={(e) => e.preventDefault()} onClick={link} aria-label="Link">
          Link
        </button>
      </div>
      <div
        ref={area}
        id={id}
        className={styles.editorArea}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        tabIndex={0}
        onInput={(e) => onChange((e.target as HTMLDivElement).innerHTML)}
      />
    </div>
  );
}
