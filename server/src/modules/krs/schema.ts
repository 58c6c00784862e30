/** The krs area's tables (`db/schema.ts` assembles every area's into `DB`; conventions there). */

/** A contractor's admission application (`migrations/0020_krs_admission.ts`). */
export interface KrsAdmissionTable {
  id: string
  openId: string
  status: string
  instanceId: string | null
  contractorId: string | null
  companyName: string
  creditCode: string | null
  hostOrgId: string | null
  personCount: number
  formJson: string
  docsJson: string | null
  personsJson: string | null
  submittedAt: string | null
  finishedAt: string | null
  createdAt: string
  updatedAt: string | null
}

/** An entry-work application (its workers, vehicles and files in `formJson`). */
export interface KrsWorkTable {
  id: string
  openId: string
  status: string
  instanceId: string | null
  contractorId: string | null
  contractorName: string
  project: string
  hostOrgId: string | null
  responsibleUserId: string | null
  startDay: string | null
  endDay: string | null
  workerCount: number
  /** 1 when a worker does a work type that needs a certificate. */
  hazardous: number
  formJson: string
  submittedAt: string | null
  finishedAt: string | null
  createdAt: string
  updatedAt: string | null
}

/** A worker's entry pass, made when the application is approved. */
export interface KrsWorkPassTable {
  id: string
  workId: string
  personId: string
  personName: string
  workType: string
  code: string
  validFrom: string
  validUntil: string
  status: string
  revokedReason: string | null
  revokedBy: string | null
  revokedAt: string | null
  createdAt: string
}

/** A visitor reservation (companions, items and photo in `formJson`). Times are company wall-clock. */
export interface KrsVisitTable {
  id: string
  openId: string
  status: string
  instanceId: string | null
  visitorName: string
  phone: string | null
  idType: string | null
  idNo: string | null
  company: string | null
  reason: string | null
  hostUserId: string | null
  hostName: string | null
  hostOrgId: string | null
  visitStart: string | null
  visitEnd: string | null
  plate: string | null
  /** Set on approval: what the pass's QR code holds. */
  passCode: string | null
  cancelReason: string | null
  cancelledBy: string | null
  checkedInAt: string | null
  checkedOutAt: string | null
  formJson: string
  submittedAt: string | null
  finishedAt: string | null
  createdAt: string
  updatedAt: string | null
}

/** A visitor the gate refuses, by ID document. */
export interface KrsVisitBlacklistTable {
  id: string
  idType: string
  idNo: string
  name: string
  phone: string | null
  reason: string
  createdBy: string | null
  createdByName: string | null
  createdAt: string
}

/** What a visit reason asks of the visitor before entry (NONE, NOTICE, EXAM). */
export interface KrsVisitRuleTable {
  reason: string
  safety: string
  updatedAt: string
}

/** The site safety notice visitors confirm, per language. */
export interface KrsVisitNoticeTable {
  lang: string
  content: string
  updatedAt: string
}

/** A check-in or check-out at the gate (kind VISIT: a reservation; WORK: an entry-work pass). */
export interface KrsGateLogTable {
  id: string
  kind: string
  refId: string
  personName: string
  direction: string
  at: string
  guardId: string
  guardName: string
}

/** Someone inside now: one row per pass (`kind:refId`), gone at check-out. */
export interface KrsGateInsideTable {
  passKey: string
  kind: string
  refId: string
  personName: string
  detail: string | null
  since: string
  guardName: string
}

/** An admitted contractor, one per credit code. */
export interface KrsContractorTable {
  id: string
  name: string
  creditCode: string
  legalRep: string
  address: string
  contactName: string
  contactPhone: string
  hostOrgId: string | null
  scope: string
  insuranceCompany: string | null
  insurancePolicyNo: string | null
  insuranceExpiry: string | null
  /** ADMITTED, EXPIRED or BLACKLISTED */
  status: string
  admittedAt: string
  /** 'YYYY-MM-DD', the last day of the admission. */
  validUntil: string
  blacklistReason: string | null
  openId: string
  admissionId: string
  /** The `validUntil` a warning of its coming end was last sent for. */
  warnedUntil: string | null
  createdAt: string
  updatedAt: string | null
  updatedUser: string | null
}

export interface KrsContractorPersonTable {
  id: string
  contractorId: string
  name: string
  idCard: string
  phone: string
  jobType: string
  certType: string | null
  certNo: string | null
  certExpiry: string | null
  certPhotoId: string | null
  sortCode: number
  /** The `certExpiry` a warning was last sent for. */
  warnedExpiry: string | null
}

export interface KrsContractorDocTable {
  id: string
  contractorId: string
  docType: string
  docNo: string
  issueDate: string | null
  expiryDate: string
  fileId: string
  sortCode: number
  /** The `expiryDate` a warning was last sent for. */
  warnedExpiry: string | null
}

/** Which department uses a contractor, for which project and when (`migrations/0022_krs_contractor.ts`). */
export interface KrsContractorAssignmentTable {
  id: string
  contractorId: string
  orgId: string
  project: string
  startDay: string
  endDay: string | null
  remark: string | null
  createdAt: string
  createdUser: string | null
}

/** One change to a contractor: the event, the fields before and after, who and when. */
export interface KrsContractorHistoryTable {
  id: string
  contractorId: string
  /** A `CONTRACTOR_EVENTS` value. */
  event: string
  /** `[{field, before, after}]` */
  changesJson: string
  note: string | null
  /** Null for the system (an approval, the expiry job). */
  userId: string | null
  userName: string | null
  createdAt: string
}

/** The krs area's part of `DB`. */
/** The exam question bank (`migrations/0032_krs_exam.ts`). */
export interface KrsExamQuestionTable {
  id: string
  type: string
  category: string
  difficulty: number
  stem: string
  optionsJson: string
  answer: string
  analysis: string | null
  enabled: number
  createdAt: string | null
  createdUser: string | null
  updatedAt: string | null
  updatedUser: string | null
}

export interface KrsExamPaperTable {
  id: string
  name: string
  description: string | null
  purpose: string
  audience: string
  mode: string
  timeLimit: number
  passMark: number
  totalPoints: number
  questionCount: number
  maxAttempts: number
  validDays: number
  showAnswers: number
  status: string
  rulesJson: string
  itemsJson: string
  attemptCount: number
  submittedCount: number
  passedCount: number
  scoreSum: number
  createdAt: string | null
  createdUser: string | null
  updatedAt: string | null
  updatedUser: string | null
}

/** One person's drawn paper (the questions as drawn: `KrsExamAttemptPaperTable`). */
export interface KrsExamAttemptTable {
  id: string
  paperId: string
  paperName: string
  purpose: string
  /** USER (staff, `takerId` a user id) or CLIENT (a phone, `takerId` its openId). */
  takerKind: string
  takerId: string
  takerName: string
  takerPhone: string | null
  seed: number
  totalPoints: number
  passMark: number
  status: string
  /** `paper:kind:taker` while answered, else null: one open attempt per person and paper. */
  openKey: string | null
  startedAt: string
  deadlineAt: string
  submittedAt: string | null
  submitKind: string | null
  score: number | null
  passed: number | null
  /** The last day a pass counts for entry. */
  validUntil: string | null
  createdAt: string
}

/** An attempt's questions as drawn, answers included (JSON), by the attempt's id. */
export interface KrsExamAttemptPaperTable {
  id: string
  paperJson: string
}

export interface KrsExamAnswerTable {
  id: string
  attemptId: string
  questionId: string
  answer: string
  correct: number | null
  scored: number | null
  savedAt: string
}

/** Per person and paper: what their list of papers shows. */
export interface KrsExamTakerTable {
  id: string
  paperId: string
  takerKind: string
  takerId: string
  attempts: number
  bestScore: number | null
  passedUntil: string | null
}

export interface KrsExamStatTable {
  id: string
  paperId: string
  questionId: string
  stem: string
  type: string
  answered: number
  wrong: number
}

/** Who may order meals: an employee (by account and phone) or a contractor (by phone). */
export interface KrsMealUserTable {
  id: string
  kind: string
  userId: string | null
  name: string
  phone: string
  costCentre: string
  enabled: number
  remark: string | null
  createdAt: string | null
  createdUser: string | null
  updatedAt: string | null
  updatedUser: string | null
}

/** A day's meal at one canteen: its cut-off (company minute) and counters. */
export interface KrsMealMenuTable {
  id: string
  day: string
  meal: string
  location: string
  cutoffAt: string
  status: string
  remark: string | null
  dishCount: number
  orderCount: number
  createdAt: string | null
  createdUser: string | null
  updatedAt: string | null
  updatedUser: string | null
}

export interface KrsMealDishTable {
  id: string
  menuId: string
  name: string
  description: string | null
  priceCents: number
  photoId: string | null
  sortCode: number
  /** Portions ordered (orders add and take away as they change). */
  ordered: number
}

/** A person's order for one day and meal (one per day and meal; cancelling keeps the row). */
export interface KrsMealOrderTable {
  id: string
  mealUserId: string
  userName: string
  costCentre: string
  menuId: string
  day: string
  meal: string
  location: string
  status: string
  totalCents: number
  itemsText: string
  createdAt: string
  updatedAt: string
}

export interface KrsMealOrderItemTable {
  id: string
  orderId: string
  dishId: string
  dishName: string
  qty: number
  priceCents: number
}

/** Per month, person and cost centre: meals and amount, added to as orders change. */
export interface KrsMealStatementTable {
  id: string
  month: string
  mealUserId: string
  userName: string
  costCentre: string
  meals: number
  totalCents: number
}

/** Per month and cost centre: people with meals, meals, amount. */
export interface KrsMealCentreMonthTable {
  id: string
  month: string
  costCentre: string
  people: number
  meals: number
  totalCents: number
}

export interface KrsMealSurveyTable {
  id: string
  title: string
  description: string | null
  startDay: string
  endDay: string
  status: string
  questionsJson: string
  questionCount: number
  answerCount: number
  createdAt: string | null
  createdUser: string | null
  updatedAt: string | null
  updatedUser: string | null
}

/** One meal user's answers to a questionnaire (one each). */
export interface KrsMealSurveyAnswerTable {
  id: string
  surveyId: string
  mealUserId: string
  userName: string
  costCentre: string
  answersJson: string
  createdAt: string
}

/** Per question and option (a rating's 1–5): how many chose it. */
export interface KrsMealSurveyCountTable {
  id: string
  surveyId: string
  questionKey: string
  optionKey: string
  count: number
}

/** Per rating question and day: how many rated, and the sum of the ratings. */
export interface KrsMealSurveyDayTable {
  id: string
  surveyId: string
  questionKey: string
  day: string
  count: number
  total: number
}

export interface KrsMealSurveyTextTable {
  id: string
  surveyId: string
  questionKey: string
  text: string
  userName: string
  createdAt: string
}

/** One feedback item (`contracts/krs/feedback.ts`). */
export interface KrsFeedbackTable {
  id: string
  category: string
  content: string
  photosJson: string
  photoCount: number
  contactName: string | null
  contactPhone: string | null
  contactEmail: string | null
  clientId: string | null
  clientIp: string | null
  lang: string | null
  status: string
  assigneeId: string | null
  assigneeName: string | null
  reply: string | null
  replyChannel: string | null
  replyDelivery: string | null
  replyError: string | null
  repliedAt: string | null
  repliedByName: string | null
  closedAt: string | null
  closeRemark: string | null
  createdAt: string | null
  createdUser: string | null
  updatedAt: string | null
  updatedUser: string | null
}

export interface KrsTables {
  krsAdmission: KrsAdmissionTable
  krsContractor: KrsContractorTable
  krsContractorPerson: KrsContractorPersonTable
  krsContractorDoc: KrsContractorDocTable
  krsContractorAssignment: KrsContractorAssignmentTable
  krsContractorHistory: KrsContractorHistoryTable
  krsWork: KrsWorkTable
  krsWorkPass: KrsWorkPassTable
  krsVisit: KrsVisitTable
  krsVisitBlacklist: KrsVisitBlacklistTable
  krsVisitRule: KrsVisitRuleTable
  krsVisitNotice: KrsVisitNoticeTable
  krsGateLog: KrsGateLogTable
  krsGateInside: KrsGateInsideTable
  krsExamQuestion: KrsExamQuestionTable
  krsExamPaper: KrsExamPaperTable
  krsExamAttempt: KrsExamAttemptTable
  krsExamAnswer: KrsExamAnswerTable
  krsExamAttemptPaper: KrsExamAttemptPaperTable
  krsExamStat: KrsExamStatTable
  krsExamTaker: KrsExamTakerTable
  krsMealUser: KrsMealUserTable
  krsMealMenu: KrsMealMenuTable
  krsMealDish: KrsMealDishTable
  krsMealOrder: KrsMealOrderTable
  krsMealOrderItem: KrsMealOrderItemTable
  krsMealStatement: KrsMealStatementTable
  krsMealCentreMonth: KrsMealCentreMonthTable
  krsMealSurvey: KrsMealSurveyTable
  krsMealSurveyAnswer: KrsMealSurveyAnswerTable
  krsMealSurveyCount: KrsMealSurveyCountTable
  krsMealSurveyDay: KrsMealSurveyDayTable
  krsMealSurveyText: KrsMealSurveyTextTable
  krsFeedback: KrsFeedbackTable
}
