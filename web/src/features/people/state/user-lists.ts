import type { ActivityItem, AuditEntryView, LoginItem, MessageItem } from '../../../lib/contracts';
import { peopleApi } from '../api/people.api';
import { createPagedList } from './paged-list';

/** The detail page's tabs (SPEC §2) and its audit trail, each a list of its own. */
export const TABS = ['activity', 'messages', 'logins'] as const;
export type Tab = (typeof TABS)[number];

export const ACTIVITY_STATUSES = ['all', 'completed', 'incomplete'] as const;

/** Dates are whole days, YYYY-MM-DD, both ends included; '' is no bound. */
const NO_DATES = { dateFrom: '', dateTo: '' };

export const activityList = createPagedList<ActivityItem, { status: string; dateFrom: string; dateTo: string }>(
  { status: 'all', ...NO_DATES },
  peopleApi.activity,
);
export const messagesList = createPagedList<MessageItem, typeof NO_DATES>({ ...NO_DATES }, peopleApi.messages);
export const loginsList = createPagedList<LoginItem, typeof NO_DATES>({ ...NO_DATES }, peopleApi.logins);
export const auditList = createPagedList<AuditEntryView, Record<string, never>>({}, peopleApi.audit);

export const TAB_LISTS = { activity: activityList, messages: messagesList, logins: loginsList } as const;
