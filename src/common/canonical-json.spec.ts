import { canonicalJson } from './canonical-json';

describe('canonicalJson', () => {
  it.each([
    [{ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } }, { a: { c: null, d: [3, { y: 2, z: 1 }] }, b: 1 }, true],
    [{ a: [1, 2] }, { a: [2, 1] }, false],
    [{ a: '1' }, { a: 1 }, false],
    [{ a: undefined, b: 1 }, { b: 1 }, true],
  ])('%j and %j serialise alike: %s', (left, right, same) => {
    expect(canonicalJson(left) === canonicalJson(right)).toBe(same);
  });
});
