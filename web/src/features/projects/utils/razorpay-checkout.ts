// The Razorpay Checkout script (Razorpay's CDN in production, the local sandbox in the emulator;
// the API says which in `checkoutScriptUrl`) defines `window.Razorpay`. Only the parts used here
// are typed.

export type RazorpaySuccess = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};

export type RazorpayFailure = {
  error?: { code?: string; description?: string; reason?: string };
};

export type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
};

export type RazorpayInstance = {
  on(event: 'payment.failed', listener: (response: RazorpayFailure) => void): void;
  open(): void;
};

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

export const CHECKOUT_LOAD_ERROR =
  'Could not open the payment window. Please check your connection and try again.';

let loading: Promise<void> | undefined;

/**
 * Loads the Checkout script once per page: it is ~30 KB that only buyers need, so it is fetched
 * when the first payment starts rather than with the page. A failed load can be retried.
 */
export function loadCheckoutScript(src: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      if (window.Razorpay) resolve();
      else fail();
    };
    script.onerror = fail;
    function fail() {
      script.remove();
      loading = undefined;
      reject(new Error(CHECKOUT_LOAD_ERROR));
    }
    document.head.append(script);
  });
  return loading;
}
