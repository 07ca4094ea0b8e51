import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { api } from './api-client';
import type { SellerView } from './contracts';

/**
 * Who sells Premium and how to reach support, as this server's operator set it (GET /api/billing/seller):
 * the footer, the support texts and the public offer show only what is set, never a made-up value.
 */
export const sellerState = proxy({ status: 'idle' as 'idle' | 'loading' | 'ready' | 'error', seller: null as SellerView | null });

let request: Promise<void> | null = null;

/** Loads once per page load; after a failure, the next caller tries again. */
export function loadSeller(): Promise<void> {
  request ??= (async () => {
    sellerState.status = 'loading';
    try {
      sellerState.seller = await api.get<SellerView>('/api/billing/seller', { auth: 'none' });
      sellerState.status = 'ready';
    } catch {
      sellerState.status = 'error';
      request = null;
    }
  })();
  return request;
}

/** The seller's details (null until they arrive, or when they could not be loaded); `settled` once the answer is in. */
export function useSeller(): { seller: SellerView | null; settled: boolean } {
  const { seller, status } = useSnapshot(sellerState);
  useEffect(() => {
    void loadSeller();
  }, []);
  return { seller: seller as SellerView | null, settled: status === 'ready' || status === 'error' };
}
