/**
 * Postal-code formats of the countries a shop is likely to ship to (every country of a seeded region and
 * their neighbours). A code is compared upper-cased with its surrounding spaces trimmed.
 */
export const POSTAL_CODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/,
  MX: /^\d{5}$/,
  GB: /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/,
  IE: /^([AC-FHKNPRTV-Y]\d{2}|D6W) ?[\dAC-FHKNPRTV-Y]{4}$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  ES: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
  PT: /^\d{4}-\d{3}$/,
  NL: /^[1-9]\d{3} ?[A-Z]{2}$/,
  BE: /^[1-9]\d{3}$/,
  LU: /^\d{4}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  DK: /^\d{4}$/,
  NO: /^\d{4}$/,
  SE: /^\d{3} ?\d{2}$/,
  FI: /^\d{5}$/,
  PL: /^\d{2}-\d{3}$/,
  CZ: /^\d{3} ?\d{2}$/,
  SK: /^\d{3} ?\d{2}$/,
  HU: /^\d{4}$/,
  SI: /^\d{4}$/,
  HR: /^\d{5}$/,
  RO: /^\d{6}$/,
  BG: /^\d{4}$/,
  GR: /^\d{3} ?\d{2}$/,
  EE: /^\d{5}$/,
  LV: /^LV-?\d{4}$/,
  LT: /^(LT-?)?\d{5}$/,
  CY: /^\d{4}$/,
  MT: /^[A-Z]{3} ?\d{4}$/,
  AU: /^\d{4}$/,
  NZ: /^\d{4}$/,
  JP: /^\d{3}-?\d{4}$/,
  KR: /^\d{5}$/,
  SG: /^\d{6}$/,
  IN: /^\d{6}$/,
  BR: /^\d{5}-?\d{3}$/,
};

/** Countries that have no postal codes: none is asked for, and one sent is ignored. */
export const NO_POSTAL_CODE: ReadonlySet<string> = new Set(['HK', 'AE', 'QA', 'BS', 'PA', 'AG', 'BZ']);

/** Countries whose addresses need a state or province to be deliverable. */
export const SUBDIVISION_REQUIRED: ReadonlySet<string> = new Set(['US', 'CA', 'AU']);
