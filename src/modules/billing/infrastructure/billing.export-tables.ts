import { columnsOf, timesOf, type ExportTable } from '#src/platform/export/table-section.ts';

/** Billing's tables in the system data export. An order's checkout token (what opens the provider's payment page) stays out. */
export const billingExportTables: ExportTable[] = [
  {
    name: 'billingAccounts', table: 'billing_accounts', key: ['userId'],
    columns: {
      ...columnsOf('user_id', 'tier', 'session_count', 'coach_session_count', 'total_sessions', 'bonus_sessions'),
      ...timesOf('premium_expires_at', 'premium_since', 'monthly_reset_date', 'verification_bonus_at'),
    },
  },
  {
    name: 'orders', table: 'billing_orders', key: ['id'],
    columns: {
      ...columnsOf('id', 'user_id', 'plan', 'months', 'amount_minor', 'currency', 'provider', 'test', 'status', 'paid_by', 'refunded_minor', 'bought_nothing', 'history'),
      ...timesOf('created_at', 'paid_at'),
    },
  },
  {
    name: 'payments', table: 'billing_payments', key: ['id'],
    columns: {
      ...columnsOf('id', 'provider', 'transaction_id', 'order_id', 'outcome', 'status', 'amount_minor', 'currency', 'test', 'message'),
      ...timesOf('received_at'),
    },
  },
];
