/**
 * When a part's erase runs. The user's things go first, then their sign-in (sessions, grants,
 * password), then the account row itself: until that last step the account still signs in, so a
 * delete-all that fails half way can simply be asked for again.
 */
export const ERASE_STAGES = ['content', 'sign-in', 'account'] as const;
export type EraseStage = (typeof ERASE_STAGES)[number];

/** One feature's share of what a user owns: how to export it and how to erase it. */
export interface UserDataPart {
  /** Its section in the export (`recipes`, `account`...); one part per name. */
  name: string;
  /**
   * The tables holding this user's rows that `export` and `erase` cover. The coverage test fails
   * while a table with a user's id is named by no part (see user-data.tables.ts).
   */
  tables: readonly string[];
  /** Default 'content'. */
  stage?: EraseStage;
  /** The user's data as this feature presents it (never another user's, never secrets such as password hashes). */
  export(userId: string): Promise<unknown>;
  /** Deletes every row and stored file of the user this part covers; running it again does nothing more. */
  erase(userId: string): Promise<void>;
}

/** The parts every feature adds (`app.userData.add(part)` in its module plugin). */
export function createUserDataRegistry() {
  const parts: UserDataPart[] = [];
  return {
    add(part: UserDataPart): void {
      if (parts.some((existing) => existing.name === part.name)) throw new Error(`User data part ${part.name} is added twice`);
      parts.push(part);
    },
    /** Every part, in the order they were added. */
    parts: (): readonly UserDataPart[] => parts,
  };
}

export type UserDataRegistry = ReturnType<typeof createUserDataRegistry>;
