/**
 * Wire shapes of the newsletter area, as the server sends and takes them (service form).
 * Generated from the server's schemas by `npm run contract`: do not edit.
 */

export interface Subscriber {
  id: string;
  email: string;
  status: 'CONFIRMED' | 'PENDING';
  createdDate: string;
  confirmedDate?: string;
}

export interface QuerySubscribersReply {
  subscribers: Subscriber[];
  metadata: {
    items: number;
    offset: number;
    total: number;
    tooManyToCount: boolean;
    cursors: {
      next?: string;
      prev?: string;
    };
  };
}

export interface ExportSubscribersReply {
  fileName: string;
  contentType: 'text/csv';
  count: number;
  csv: string;
}
