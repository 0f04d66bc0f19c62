import { pushHistory } from './navigation';

describe('pushHistory', () => {
  it('keeps the last five paths', () => {
    let b: string[] = [];
    for (const p of ['/a', '/b', '/c', '/d', '/e', '/f']) b = pushHistory(b, p);
    expect(b).toEqual(['/b', '/c', '/d', '/e', '/f']);
  });
  it('does not repeat the current path', () => {
    expect(pushHistory(['/a'], '/a')).toEqual(['/a']);
  });
});
