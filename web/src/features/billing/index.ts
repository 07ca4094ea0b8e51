// Billing as the app shell sees it: the banner a learner returns to after paying. The payment
// page itself is reached through the router only (app/router.tsx), so it stays a chunk of its own.
export { PaymentStatusBanner } from './components/PaymentStatusBanner';
