'use client';

import styles from './print.module.css';

/** Prints the page (hidden on paper). */
export function PrintButton() {
  return (
    <button type="button" className={`button ${styles.noPrint}`} onClick={() => window.print()}>
      Print
    </button>
  );
}
