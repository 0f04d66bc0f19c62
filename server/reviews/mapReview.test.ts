import { mapReview, parseAnswers, parseReviewImages } from './mapReview';

describe('parseAnswers', () => {
  test('object form, in question order, booleans as Yes/No', () => {
    expect(parseAnswers(JSON.stringify({ travel: true, product: 'So soft', fit: 'True to size', first_order: false }))).toEqual([
      { key: 'product', question: 'What do you love about it?', answer: 'So soft' },
      { key: 'sizing', question: 'How is the sizing and fit?', answer: 'True to size' },
      { key: 'travel', question: 'Is it good for travel?', answer: 'Yes' },
      { key: 'firstOrder', question: 'Is this your first order?', answer: 'No' },
    ]);
  });
  test('list form; unknown keys, empty answers and bad JSON are dropped', () => {
    expect(parseAnswers(JSON.stringify([{ key: 'style', answer: 'With a denim jacket' }, { key: 'zodiac', answer: 'Leo' }, { key: 'product', answer: ' ' }]))).toEqual([
      { key: 'style', question: 'How do you style it?', answer: 'With a denim jacket' },
    ]);
    expect(parseAnswers('{not json')).toEqual([]);
  });
});

test('parseReviewImages accepts URLs and objects', () => {
  expect(parseReviewImages(JSON.stringify(['/a.svg', { url: '/b.svg', width: 300, height: 500, alt: 'Mirror selfie' }, 7]), 'Ana M.')).toEqual([
    { url: '/a.svg', width: 400, height: 400, alt: 'Photo 1 from Ana M.' },
    { url: '/b.svg', width: 300, height: 500, alt: 'Mirror selfie' },
  ]);
});

test('mapReview', () => {
  const r = mapReview({
    id: 3, item_id: 1001, item_name: 'Leggings', first_name: 'Ana', last_initial: 'm', rating: 5, title: 'Love', body: 'Great',
    images_json: '[]', answers_json: '{}', created_at: '2024-05-01T10:00:00.000Z',
  });
  expect(r).toMatchObject({ id: 3, lastInitial: 'M', date: '2024-05-01', item: { name: 'Leggings', path: '/item/1001' } });
});
