// The sandbox's stand-in for https://checkout.razorpay.com/v1/checkout.js (docs/architecture.md §8).
// Served by razorpay-sandbox.mjs; runs in the browser, so the script is plain ES5-style text.

/**
 * Source of `checkout.js`: defines `window.Razorpay` with the subset of Razorpay Standard
 * Checkout the app uses — `new Razorpay(options)`, `.on('payment.failed', cb)`, `.open()`,
 * `.close()`; options `key`, `amount` (paise), `currency`, `order_id`, `name`, `description`,
 * `prefill {name,email,contact}`, `theme.color`, `handler(result)`, `modal.ondismiss()`.
 *
 * `open()` injects an accessible modal into the page (no iframe):
 *   div#razorpay-sandbox[data-testid="razorpay-sandbox"]  (full-screen overlay)
 *     div[role="dialog"][aria-modal="true"][aria-labelledby=title][aria-describedby=description]
 *       h2  options.name || 'NoteSea Projects'
 *       p   options.description
 *       p[data-testid="razorpay-sandbox-amount"]  'Amount: ₹499'
 *       p   prefill, order id, "Sandbox: no real money moves."
 *       p[role="alert"]  failure / network messages (empty until then)
 *       button 'Pay ₹499'        → POST /v1/sandbox/pay → overlay removed → options.handler(result)
 *       button 'Fail payment'    → POST /v1/sandbox/fail → 'payment.failed' callbacks; stays open
 *       button[aria-label="Close"] '×' (and Escape) → overlay removed → options.modal.ondismiss()
 * The amount label is rupees without grouping: 149900 paise → '₹1499', 49950 → '₹499.50'.
 * @param {string} origin the sandbox's origin, e.g. 'http://127.0.0.1:9210'
 * @returns {string}
 */
export function checkoutScript(origin) {
  return `/* NoteSea Razorpay sandbox checkout (local development only) */
(function () {
  'use strict';
  var SANDBOX = ${JSON.stringify(origin)};
  var OVERLAY_ID = 'razorpay-sandbox';

  function rupees(paise) {
    var value = Number(paise) / 100;
    return '\\u20b9' + (Number.isInteger(value) ? String(value) : value.toFixed(2));
  }

  function el(tag, props, children) {
    var node = document.createElement(tag);
    Object.keys(props || {}).forEach(function (key) {
      if (key === 'style') Object.assign(node.style, props.style);
      else if (key === 'text') node.textContent = props.text;
      else node.setAttribute(key, props[key]);
    });
    (children || []).forEach(function (child) { node.appendChild(child); });
    return node;
  }

  function post(path, body) {
    return fetch(SANDBOX + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body)
    }).then(function (res) {
      return res.json().then(function (json) {
        if (!res.ok && !json.error) throw new Error('Sandbox answered ' + res.status);
        return json;
      });
    });
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key) throw new Error('Razorpay sandbox: options.key is required');
    this.options = options;
    this.listeners = {};
    this.overlay = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (callback) { callback(payload); });
  };

  Razorpay.prototype.close = function () {
    if (this.overlay && this.overlay.parentNode) this.overlay.parentNode.removeChild(this.overlay);
    if (this.onKey) document.removeEventListener('keydown', this.onKey);
    this.overlay = null;
  };

  Razorpay.prototype.dismiss = function () {
    this.close();
    var modal = this.options.modal || {};
    if (typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  Razorpay.prototype.open = function () {
    var self = this;
    var o = this.options;
    var color = (o.theme && o.theme.color) || '#2563eb';
    var prefill = o.prefill || {};
    var amount = rupees(o.amount);
    this.close();
    var alertBox = el('p', { role: 'alert', style: { color: '#b91c1c', minHeight: '1.25em', margin: '8px 0' } });
    var pay = el('button', { type: 'button', text: 'Pay ' + amount, style: {
      background: color, color: '#fff', border: '0', borderRadius: '6px', padding: '10px 16px',
      fontSize: '16px', cursor: 'pointer', marginRight: '8px' } });
    var fail = el('button', { type: 'button', text: 'Fail payment', style: {
      background: '#fff', color: '#111', border: '1px solid #999', borderRadius: '6px',
      padding: '10px 16px', fontSize: '16px', cursor: 'pointer' } });
    var closeButton = el('button', { type: 'button', 'aria-label': 'Close', text: '\\u00d7', style: {
      position: 'absolute', top: '8px', right: '12px', background: 'transparent', color: '#fff',
      border: '0', fontSize: '24px', cursor: 'pointer' } });
    var busy = function (on, label) {
      pay.disabled = on; fail.disabled = on;
      pay.textContent = on && label ? label : 'Pay ' + amount;
    };
    var dialog = el('div', {
      role: 'dialog', 'aria-modal': 'true',
      'aria-labelledby': 'razorpay-sandbox-title', 'aria-describedby': 'razorpay-sandbox-description',
      style: { position: 'relative', background: '#fff', color: '#111', borderRadius: '10px',
        width: 'min(92vw, 380px)', overflow: 'hidden', fontFamily: 'system-ui, sans-serif',
        boxShadow: '0 20px 60px rgba(0,0,0,.35)' }
    }, [
      el('div', { style: { background: color, color: '#fff', padding: '16px 20px' } }, [
        el('h2', { id: 'razorpay-sandbox-title', text: o.name || 'NoteSea Projects',
          style: { margin: '0', fontSize: '20px' } }),
        el('p', { id: 'razorpay-sandbox-description', text: o.description || '',
          style: { margin: '4px 0 0' } }),
        closeButton
      ]),
      el('div', { style: { padding: '16px 20px' } }, [
        el('p', { 'data-testid': 'razorpay-sandbox-amount', text: 'Amount: ' + amount,
          style: { fontSize: '18px', fontWeight: '600', margin: '0 0 8px' } }),
        el('p', { text: [prefill.name, prefill.email, prefill.contact].filter(Boolean).join(' \\u00b7 '),
          style: { margin: '0 0 4px', color: '#444' } }),
        el('p', { text: 'Sandbox: no real money moves. Order ' + (o.order_id || '(none)'),
          style: { margin: '0', color: '#666', fontSize: '13px' } }),
        alertBox,
        pay, fail
      ])
    ]);
    var overlay = el('div', { id: OVERLAY_ID, 'data-testid': 'razorpay-sandbox', style: {
      position: 'fixed', inset: '0', background: 'rgba(0,0,0,.6)', zIndex: '2147483647',
      display: 'flex', alignItems: 'center', justifyContent: 'center' } }, [dialog]);

    pay.addEventListener('click', function () {
      alertBox.textContent = '';
      busy(true, 'Processing...');
      post('/v1/sandbox/pay', { order_id: o.order_id }).then(function (result) {
        if (result.error) throw new Error(result.error.description);
        self.close();
        if (typeof o.handler === 'function') o.handler(result);
      }).catch(function (err) {
        busy(false);
        alertBox.textContent = err.message || 'Payment could not be completed (sandbox)';
      });
    });
    fail.addEventListener('click', function () {
      alertBox.textContent = '';
      busy(true);
      post('/v1/sandbox/fail', { order_id: o.order_id }).then(function (result) {
        busy(false);
        alertBox.textContent = 'Payment failed (sandbox). Try again or close.';
        self.emit('payment.failed', { error: result.error });
      }).catch(function (err) {
        busy(false);
        alertBox.textContent = err.message;
      });
    });
    closeButton.addEventListener('click', function () { self.dismiss(); });
    this.onKey = function (event) { if (event.key === 'Escape') self.dismiss(); };
    document.addEventListener('keydown', this.onKey);

    this.overlay = overlay;
    document.body.appendChild(overlay);
    pay.focus();
  };

  window.Razorpay = Razorpay;
})();
`;
}
