/** What a grant dialog is given: the subject it is open for, and how its grants `G` are read and saved. */
export interface GrantDialogProps<G> {
  /** Open for this subject (role or user) id. */
  subjectId: string | null
  title: string
  loadOwned: (id: string) => Promise<G[]>
  save: (id: string, grants: G[]) => Promise<unknown>
  onClose: () => void
}
