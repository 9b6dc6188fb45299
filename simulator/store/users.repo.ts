import type { Database } from 'better-sqlite3';
import type { Language, User, UserProfile, UserType } from '../../src/domain/user';
import type { CompaniesRepo } from './companies.repo';
import { deepFreeze, versionedReads } from './data-version';
import { defineTable } from './table';

/** A stored user (doc 1 §3.4): the profile is flattened into columns; company and subsidiaries
 * are not stored but read from the companies table, so they never drift from it. */
export type UserRecord = Omit<User, 'profile' | 'company' | 'subsidiaries'> &
  UserProfile & {
    passwordHash: string;
    /** doc 1 §2.3: when set, the login answer carries it and the console shows the modal */
    newPlatformUrl: string | null;
  };

export const usersTable = defineTable<UserRecord>({
  name: 'users',
  columns: {
    id: { type: 'text', primaryKey: true },
    userName: { type: 'text', unique: true },
    passwordHash: { type: 'text' },
    type: { type: 'text' },
    companyDocument: { type: 'text', references: 'companies(cnpj)' },
    language: { type: 'text' },
    isActive: { type: 'boolean' },
    name: { type: 'text' },
    document: { type: 'text' },
    email: { type: 'text' },
    phoneNumber: { type: 'text' },
    vehicleId: { type: 'text', nullable: true },
    lineColor: { type: 'text' },
    newPlatformUrl: { type: 'text', nullable: true },
  },
  // vehicleId: a vehicle's delete asks whether a profile still has it (vehicles.repo.ts)
  indexes: [['companyDocument', 'type'], ['vehicleId']],
});

export function usersRepo(db: Database, companies: CompaniesRepo) {
  const t = usersTable;
  const byId = db.prepare('SELECT * FROM users WHERE id = ?');
  const byUserName = db.prepare('SELECT * FROM users WHERE userName = ?');
  const setLanguage = db.prepare('UPDATE users SET language = ? WHERE id = ?');
  // the register's edit (doc 3 §7 PUT /users/{id}): never the user name nor the password
  const updateProfile = db.prepare(`UPDATE users SET type = @type, isActive = @isActive, language = @language,
    name = @name, document = @document, email = @email, phoneNumber = @phoneNumber, vehicleId = @vehicleId,
    lineColor = @lineColor WHERE id = @id`);
  const setPassword = db.prepare('UPDATE users SET passwordHash = ? WHERE id = ?');
  const one = (row: unknown) => (row ? t.decode(row) : null);
  // Every signed-in call reads the user its token names (plugins/auth.ts): read once per data
  // version, exact after any write (data-version.ts), frozen as it is shared (issue 17).
  const byIdReads = versionedReads<UserRecord | null>(db);
  const readById = (id: string) => deepFreeze(one(byId.get(id)));

  /** The User the API answers (doc 1 §3.4), company refs joined from the companies table. */
  const view = (r: UserRecord, subsidiaries = companies.subsidiariesOf(r.companyDocument)): User => {
    const own = companies.byDocument(r.companyDocument);
    return {
      id: r.id,
      userName: r.userName,
      type: r.type as UserType,
      language: r.language as Language,
      isActive: r.isActive,
      companyDocument: r.companyDocument,
      company: { fantasyName: own?.fantasyName ?? '', corporateName: own?.corporateName ?? '' },
      subsidiaries,
      profile: {
        name: r.name,
        document: r.document,
        email: r.email,
        phoneNumber: r.phoneNumber,
        vehicleId: r.vehicleId,
        lineColor: r.lineColor,
      },
    };
  };

  return {
    insert: t.inserter(db),
    /** the stored user (read-only: shared by every caller until the next write) */
    byId: (id: string): UserRecord | null => byIdReads.get(id, readById),
    byUserName: (userName: string) => one(byUserName.get(userName)),
    view,
    setLanguage: (id: string, language: Language) => {
      setLanguage.run(language, id);
    },
    updateProfile: (r: UserRecord) => {
      updateProfile.run(t.encode(r));
    },
    setPassword: (id: string, passwordHash: string) => {
      setPassword.run(passwordHash, id);
    },
  };
}
export type UsersRepo = ReturnType<typeof usersRepo>;
