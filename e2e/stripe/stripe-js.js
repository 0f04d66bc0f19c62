/*
 * A stand-in for Stripe.js (https://js.stripe.com/endive/stripe.js) for the Playwright suite, served by
 * route handlers (e2e/stripe/routes.ts): the calls the shop's checkout makes (elements, the Payment
 * Element, the Express Checkout Element, createPaymentMethod, handleNextAction), with the card typed
 * into a frame of js.stripe.com that posts it to api.stripe.com itself, as Stripe's does: the card never
 * passes through the shop's page or origin. Nothing here is Stripe's code.
 */
(function () {
  var API = 'https://api.stripe.com';
  var FRAMES = 'https://js.stripe.com/standin/';
  var seq = 0;

  function form(obj, prefix, out) {
    out = out || [];
    Object.keys(obj).forEach(function (k) {
      var v = obj[k];
      if (v === undefined || v === null) return;
      var key = prefix ? prefix + '[' + k + ']' : k;
      if (typeof v === 'object') form(v, key, out);
      else out.push(encodeURIComponent(key) + '=' + encodeURIComponent(String(v)));
    });
    return out.join('&');
  }

  function api(key, method, path, params) {
    var body = form(Object.assign({ key: key }, params || {}));
    var url = API + path + (method === 'GET' ? '?' + body : '');
    return fetch(url, { method: method, headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: method === 'GET' ? undefined : body })
      .then(function (r) { return r.json(); });
  }

  function Emitter() {
    this.handlers = {};
  }
  Emitter.prototype.on = function (ev, fn) { (this.handlers[ev] = this.handlers[ev] || []).push(fn); return this; };
  Emitter.prototype.off = function (ev, fn) { this.handlers[ev] = (this.handlers[ev] || []).filter(function (f) { return f !== fn; }); return this; };
  Emitter.prototype.once = function (ev, fn) { var self = this; function w(e) { self.off(ev, w); fn(e); } return this.on(ev, w); };
  Emitter.prototype.emit = function (ev, payload) { (this.handlers[ev] || []).slice().forEach(function (f) { f(payload); }); };

  /** An element lives in a frame of js.stripe.com; calls to it are messages answered by id. */
  function FramedElement(group, type, options) {
    Emitter.call(this);
    this.group = group;
    this.type = type;
    this.options = options || {};
    this.frame = null;
    this.pending = {};
    var self = this;
    this.listener = function (e) {
      if (!self.frame || e.source !== self.frame.contentWindow) return;
      var m = e.data || {};
      if (m.reply && self.pending[m.reply]) {
        self.pending[m.reply](m.result);
        delete self.pending[m.reply];
      } else if (m.event === 'ready') {
        self.emit('ready', { elementType: self.type });
      } else if (m.event === 'change') {
        self.emit('change', Object.assign({ elementType: self.type }, m.payload));
      } else if (m.event === 'click') {
        self.onWalletClick(m.payload);
      } else if (m.event === 'height') {
        self.frame.style.height = m.payload + 'px';
      }
    };
    window.addEventListener('message', this.listener);
  }
  FramedElement.prototype = Object.create(Emitter.prototype);
  FramedElement.prototype.src = function () {
    var types = this.group.options.allowedPaymentMethodTypes || this.group.options.paymentMethodTypes || ['card'];
    var page = this.type === 'expressCheckout' ? 'express.html' : 'payment.html';
    return FRAMES + page + '?types=' + encodeURIComponent(types.join(',')) + '&amount=' + (this.group.options.amount || 0);
  };
  FramedElement.prototype.mount = function (target) {
    var node = typeof target === 'string' ? document.querySelector(target) : target;
    var f = document.createElement('iframe');
    f.title = this.type === 'expressCheckout' ? 'Secure express checkout frame' : 'Secure payment input frame';
    f.setAttribute('data-standin-element', this.type);
    f.style.border = '0';
    f.style.width = '100%';
    f.style.height = this.type === 'expressCheckout' ? '52px' : '190px';
    f.src = this.src();
    node.appendChild(f);
    this.frame = f;
  };
  FramedElement.prototype.call = function (cmd, args) {
    var self = this;
    var id = 'c' + ++seq;
    return new Promise(function (resolve) {
      self.pending[id] = resolve;
      self.frame.contentWindow.postMessage(Object.assign({ id: id, cmd: cmd }, args || {}), 'https://js.stripe.com');
    });
  };
  FramedElement.prototype.update = function (o) { Object.assign(this.options, o || {}); };
  FramedElement.prototype.unmount = function () { if (this.frame) this.frame.remove(); this.frame = null; };
  FramedElement.prototype.destroy = function () { this.unmount(); window.removeEventListener('message', this.listener); this.group.remove(this); };
  FramedElement.prototype.focus = function () {};
  FramedElement.prototype.blur = function () {};
  FramedElement.prototype.clear = function () {};
  FramedElement.prototype.collapse = function () {};
  /** The wallet button was pressed: 'click' with resolve(); resolved within a second, the (simulated) sheet approves and 'confirm' follows. */
  FramedElement.prototype.onWalletClick = function (payload) {
    var self = this;
    var resolved = false;
    var type = payload.expressPaymentType;
    this.emit('click', { elementType: 'expressCheckout', expressPaymentType: type, resolve: function () { resolved = true; } });
    setTimeout(function () {
      if (!resolved) return self.emit('cancel', { elementType: 'expressCheckout' });
      self.group.walletType = type;
      self.emit('confirm', {
        elementType: 'expressCheckout', expressPaymentType: type,
        billingDetails: { name: 'Wallet Holder', email: 'wallet@example.com' },
        paymentFailed: function () { self.call('failed'); },
      });
    }, 1000);
  };

  function Elements(stripe, options) {
    this.stripe = stripe;
    this.options = Object.assign({}, options || {});
    this.elements = [];
    this.walletType = null;
  }
  Elements.prototype.create = function (type, options) {
    var el = new FramedElement(this, type, options);
    this.elements.push(el);
    return el;
  };
  Elements.prototype.getElement = function (type) {
    return this.elements.filter(function (e) { return e.type === type; })[0] || null;
  };
  Elements.prototype.remove = function (el) { this.elements = this.elements.filter(function (e) { return e !== el; }); };
  Elements.prototype.update = function (o) { Object.assign(this.options, o || {}); };
  Elements.prototype.fetchUpdates = function () { return Promise.resolve({}); };
  Elements.prototype.submit = function () {
    var el = this.getElement('payment');
    if (!el) return Promise.resolve({});
    return el.call('validate').then(function (r) { return r.error ? { error: r.error } : {}; });
  };

  /** A 3-D Secure challenge in a modal frame (the stand-in's authentication page); resolves with the intent once it is no longer waiting. */
  function authenticateInModal(key, kind, intentId, secret, url) {
    return new Promise(function (resolve) {
      var overlay = document.createElement('div');
      overlay.setAttribute('data-standin', '3ds');
      overlay.style.cssText = 'position:fixed;inset:0;background:rgba(0,0,0,.5);z-index:2147483647;display:flex;align-items:center;justify-content:center';
      var f = document.createElement('iframe');
      f.title = '3D Secure challenge';
      f.src = url;
      f.style.cssText = 'width:400px;height:300px;background:#fff;border:0';
      overlay.appendChild(f);
      document.body.appendChild(overlay);
      var timer = setInterval(function () {
        api(key, 'GET', '/v1/' + kind + '/' + intentId, { client_secret: secret }).then(function (intent) {
          if (intent.status && intent.status !== 'requires_action') {
            clearInterval(timer);
            overlay.remove();
            resolve(intent);
          }
        });
      }, 300);
    });
  }

  function Stripe(key) {
    if (!(this instanceof Stripe)) return new Stripe(key);
    this.key = key;
  }
  Stripe.version = 'endive';
  Stripe.prototype._registerWrapper = function () {};
  Stripe.prototype.registerAppInfo = function () {};
  Stripe.prototype.elements = function (options) { return new Elements(this, options); };
  Stripe.prototype.createToken = function () { return Promise.resolve({ error: { message: 'Not supported by the stand-in' } }); };
  Stripe.prototype.confirmCardPayment = function () { return Promise.resolve({ error: { message: 'Not supported by the stand-in' } }); };
  Stripe.prototype.createPaymentMethod = function (args) {
    var group = args.elements;
    var billing = (args.params && args.params.billing_details) || {};
    var key = this.key;
    var payment = group.getElement('payment');
    if (payment) return payment.call('create', { key: key, billing: billing }).then(function (r) { return r; });
    // A wallet: the sheet's card (the stand-in's test card) as a card PaymentMethod carrying the wallet.
    return api(key, 'POST', '/v1/payment_methods', {
      type: 'card', card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123', wallet: group.walletType || 'google_pay' },
      billing_details: billing,
    }).then(function (pm) { return pm.error ? { error: pm.error } : { paymentMethod: pm }; });
  };
  Stripe.prototype.handleNextAction = function (args) {
    var key = this.key;
    var secret = args.clientSecret;
    var id = secret.split('_secret_')[0];
    return api(key, 'GET', '/v1/payment_intents/' + id, { client_secret: secret }).then(function (pi) {
      var next = pi.next_action;
      if (!next) return { paymentIntent: pi };
      if (next.type === 'redirect_to_url') {
        window.location.assign(next.redirect_to_url.url);
        return new Promise(function () {});
      }
      return authenticateInModal(key, 'payment_intents', id, secret, next.use_stripe_sdk.stripe_js).then(function (done) {
        return done.status === 'succeeded' ? { paymentIntent: done } : { error: { type: 'card_error', message: 'We are unable to authenticate your payment method.' }, paymentIntent: done };
      });
    });
  };

  Stripe.prototype.confirmSetup = function (args) {
    var key = this.key;
    var secret = args.clientSecret;
    var id = secret.split('_secret_')[0];
    var payment = args.elements.getElement('payment');
    return payment.call('confirm-setup', { key: key, clientSecret: secret }).then(function (r) {
      if (r.error) return { error: r.error };
      var si = r.setupIntent;
      if (si.status !== 'requires_action') return { setupIntent: si };
      return authenticateInModal(key, 'setup_intents', id, secret, si.next_action.use_stripe_sdk.stripe_js).then(function (done) {
        return done.status === 'succeeded' ? { setupIntent: done } : { error: { type: 'card_error', message: 'We are unable to authenticate your payment method.' } };
      });
    });
  };

  window.Stripe = Stripe;
})();
