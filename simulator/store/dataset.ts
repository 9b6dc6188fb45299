import type { Company } from '../../src/domain/company.schema';
import type { Configuration } from '../../src/domain/configuration';
import type { SurveyRecord } from './surveys.repo';
import type { UserRecord } from './users.repo';

/** Everything a store is loaded with; the seed generator produces one. */
export interface Dataset {
  companies: Company[];
  configurations: Configuration[];
  users: UserRecord[];
  surveys: SurveyRecord[];
}
