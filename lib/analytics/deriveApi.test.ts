import type { AnsweredCall } from '../api/client';
import { eventsOfAnswer } from './deriveApi';

const post = (path: string, fields: Record<string, string>, data: unknown = null): AnsweredCall => ({ method: 'POST', path, fields, data });

const cart = {
  items: [
    { itemId: 5, name: 'Tee', price: 10, size: 'S', color: 'Red', quantity: 1 },
    { itemId: 5, name: 'Tee', price: 12, size: 'M', color: 'Blue', quantity: 2 },
  ],
};

test('cart/add: Product Added for the line it created or grew, with the quantity sent', () => {
  expect(eventsOfAnswer(post('cart/add', { itemId: '5', color: 'Blue', size: 'M', quantity: '1' }, cart))).toEqual([
    { kind: 'track', event: 'Product Added', props: { product_id: '5', name: 'Tee', price: 12, quantity: 1, size: 'M' } },
  ]);
  expect(eventsOfAnswer(post('cart/add', { itemId: '5', color: 'Red', size: 'S', quantity: '3' }, cart))[0]).toMatchObject({ props: { price: 10, quantity: 3, size: 'S' } });
  // No such line in the answer: nothing (as lib/cart/actions.ts did).
  expect(eventsOfAnswer(post('cart/add', { itemId: '9', color: 'Red', size: 'S', quantity: '1' }, cart))).toEqual([]);
  expect(eventsOfAnswer(post('cart/add', { itemId: '5', color: 'Red', size: 'S', quantity: '1' }, null))).toEqual([]);
});

test('login and confirm-register: identify with the customer’s id, then the event; nothing from the fields (email, password, token)', () => {
  const login = eventsOfAnswer(post('login', { email: 'a@b.c', password: 'secret' }, { customer: { id: 42 } }));
  expect(login).toEqual([{ kind: 'identify', userId: 42 }, { kind: 'track', event: 'Logged In', props: { method: 'password' } }]);
  expect(JSON.stringify(login)).not.toMatch(/a@b|secret/);
  expect(eventsOfAnswer(post('confirm-register', { token: 't0k' }, { customer: { id: 7 } }))).toEqual([
    { kind: 'identify', userId: 7 },
    { kind: 'track', event: 'Signed Up', props: { method: 'email' } },
  ]);
  // An answer without a customer still tracks; the facade logs the spec's line for the identify.
  expect(eventsOfAnswer(post('login', {}, null))[0]).toEqual({ kind: 'identify', userId: undefined });
});

test('logout resets; the club’s actions are its events (the cancellation with its reason, not the comment)', () => {
  expect(eventsOfAnswer({ method: 'GET', path: 'logout', fields: {}, data: null })).toEqual([{ kind: 'reset' }]);
  expect(eventsOfAnswer(post('club/skip', { month: '2026-12' }))).toEqual([{ kind: 'track', event: 'Club Skipped', props: {} }]);
  expect(eventsOfAnswer(post('club/pause', {}))).toEqual([{ kind: 'track', event: 'Club Paused', props: {} }]);
  expect(eventsOfAnswer(post('club/resume', {}))).toEqual([{ kind: 'track', event: 'Club Resumed', props: {} }]);
  expect(eventsOfAnswer(post('club/cancel', { reason: 'price', comment: 'call me on 555' }))).toEqual([
    { kind: 'track', event: 'Club Cancelled', props: { reason: 'price' } },
  ]);
});

test('every other answer derives nothing (reads included)', () => {
  expect(eventsOfAnswer(post('club/unskip', { month: '2026-12' }))).toEqual([]);
  expect(eventsOfAnswer(post('cart/update', { cartId: '1', quantity: '2' }, cart))).toEqual([]);
  expect(eventsOfAnswer({ method: 'GET', path: 'cart', fields: {}, data: cart })).toEqual([]);
  expect(eventsOfAnswer({ method: 'GET', path: 'club/skip', fields: {}, data: null })).toEqual([]);
});
