import { describe, expect, it } from 'vitest';
import { splitPersonName } from './person-name.js';

describe('splitPersonName', () => {
  it('takes the last word as the family name', () => {
    expect(splitPersonName('Mikhail Gudim')).toEqual({ firstname: 'Mikhail', lastname: 'Gudim' });
    expect(splitPersonName('Jean Pierre  Dupont ')).toEqual({ firstname: 'Jean Pierre', lastname: 'Dupont' });
  });

  it('keeps particles with the family name', () => {
    expect(splitPersonName('Ludwig van Beethoven')).toEqual({
      firstname: 'Ludwig',
      lastname: 'van Beethoven',
    });
    expect(splitPersonName('Anne de la Tour')).toEqual({ firstname: 'Anne', lastname: 'de la Tour' });
  });

  it('keeps a nickname whole as the last name so alphabetical lists still place it', () => {
    expect(splitPersonName('pajowu')).toEqual({ firstname: '', lastname: 'pajowu' });
  });
});
