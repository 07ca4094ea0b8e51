import { ref } from 'valtio';

/** A caught error as a store keeps it: objects by reference, so valtio does not proxy an Error (or a response) it holds. */
export const asRef = (error: unknown): unknown => (typeof error === 'object' && error ? ref(error) : error);
