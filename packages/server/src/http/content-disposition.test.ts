import { describe, expect, it } from 'vitest';
import { attachment } from './content-disposition';

describe('attachment', () => {
  it('names an ASCII file as it is, in both forms', () => {
    expect(attachment('glaze-guide.pdf')).toBe(
      `attachment; filename="glaze-guide.pdf"; filename*=UTF-8''glaze-guide.pdf`,
    );
  });

  it('keeps quotes, backslashes, newlines and non-ASCII out of the quoted form and encodes them exactly', () => {
    const header = attachment('Über "Töpfern" (1)\\\r\n.pdf');
    expect(header).toBe(
      `attachment; filename="_ber _T_pfern_ (1)___.pdf"; filename*=UTF-8''%C3%9Cber%20%22T%C3%B6pfern%22%20%281%29%5C%0D%0A.pdf`,
    );
    expect(header).not.toMatch(/[\r\n]/);
    const encoded = header.split("UTF-8''")[1]!;
    expect(decodeURIComponent(encoded)).toBe('Über "Töpfern" (1)\\\r\n.pdf');
  });
});
