import { describe, expect, it } from 'vitest';
import { publicShareUrl } from './public-share-url';

describe('publicShareUrl', () => {
  it('swaps the customer care host for the public one, keeping the path, the query and the hash', () => {
    expect(publicShareUrl('http://care.escapade.internal:3000/fr-fr/sejour/1042?flow=gifting#checkin=2030-05-17&checkout=2030-05-19&a=2', 'https://www.escapade.fr')).toBe(
      'https://www.escapade.fr/fr-fr/sejour/1042?flow=gifting#checkin=2030-05-17&checkout=2030-05-19&a=2',
    );
  });

  it('takes only the origin of the public setting (a trailing slash or path is not doubled)', () => {
    expect(publicShareUrl('http://localhost:3000/nl-be/verblijf/7', 'https://www.escapade.be/')).toBe('https://www.escapade.be/nl-be/verblijf/7');
    expect(publicShareUrl('http://localhost:3000/it-it/soggiorno/7', 'https://www.escapade.it/ignored/path')).toBe('https://www.escapade.it/it-it/soggiorno/7');
  });

  it('drops what the agent\'s own address carried (credentials, port) and leaves a public link as it was', () => {
    expect(publicShareUrl('https://agent:secret@care.escapade.fr:8443/es-es/estancia/3', 'https://www.escapade.es')).toBe('https://www.escapade.es/es-es/estancia/3');
    expect(publicShareUrl('https://www.escapade.fr/fr-fr/sejour/3#a=2', 'https://www.escapade.fr')).toBe('https://www.escapade.fr/fr-fr/sejour/3#a=2');
  });
});
