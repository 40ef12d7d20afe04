/** What webpack makes of translations/en.json?shell (see jest.config.ts). */
import texts from '../../../translations/en.json';
import { translationPart } from '../../../src/app/translationParts';

export default translationPart(texts, 'shell');
