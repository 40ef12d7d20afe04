/** What webpack makes of translations/th.json?console (see jest.config.ts). */
import texts from '../../../translations/th.json';
import { translationPart } from '../../../src/app/translationParts';

export default translationPart(texts, 'console');
