import type { Generated } from 'kysely'
/** The weigh area's tables (`db/schema.ts` assembles every area's into `DB`; conventions there). */

/** A material of SAP's material master (`migrations/0027_weigh_sap.ts`). */
export interface WeighMaterialTable {
  id: string
  materialNo: string
  name: string
  nameEn: string | null
  materialType: string | null
  materialGroup: string | null
  baseUnit: string | null
  grossWeight: number | null
  netWeight: number | null
  weightUnit: string | null
  /** 1 when SAP marked it for deletion: kept for the documents naming it, offered to no new one. */
  deleted: number
  source: string
  sapChangedAt: string | null
  createdAt: string
  updatedAt: string
}

/** An outbound delivery of SAP. */
export interface WeighShipmentTable {
  id: string
  deliveryNo: string
  referenceNo: string | null
  partner: string | null
  shippingPoint: string | null
  plannedDay: string | null
  grossWeight: number | null
  weightUnit: string | null
  movementStatus: string | null
  itemCount: number
  source: string
  sapChangedAt: string | null
  createdAt: string
  updatedAt: string
}

export interface WeighShipmentItemTable {
  id: string
  shipmentId: string
  deliveryNo: string
  itemNo: string
  materialNo: string
  description: string | null
  quantity: number
  unit: string | null
  plant: string | null
  storageLocation: string | null
  referenceNo: string | null
  referenceItem: string | null
}

/** Per synced entity: the newest change seen, and the lease of the run in progress. */
export interface WeighSapSyncTable {
  entity: string
  watermark: string | null
  leaseUntil: string | null
  leaseOwner: string | null
  lastRunAt: string | null
}

export interface WeighSapSyncLogTable {
  id: string
  entity: string
  origin: string
  status: string
  since: string | null
  watermark: string | null
  pages: number
  fetched: number
  inserted: number
  updated: number
  unchanged: number
  error: string | null
  userName: string | null
  startedAt: string
  finishedAt: string | null
}

/** A weighbridge and its scale agent (`migrations/0028_weigh_bridge.ts`). */
export interface WeighBridgeTable {
  id: string
  name: string
  location: string | null
  port: string
  baudRate: number
  dataBits: number
  parity: string
  stopBits: number
  protocol: string
  /** kg */
  capacity: number
  /** kg */
  division: number
  enabled: number
  /** sha256 of the agent's key (hex). */
  agentKeyHash: string | null
  agentSeenAt: string | null
  /** JSON: the agent's frame counts. */
  agentStats: string | null
  /** 1: the server makes its readings up (the demo bridge), from the weight put on it. */
  simulated: Generated<number>
  simWeight: number | null
  simFrom: number | null
  simSetAt: string | null
  sortCode: number
  createdAt: string | null
  createdUser: string | null
  updatedAt: string | null
  updatedUser: string | null
}

/** A reading an agent sent (kept a day). */
/** A weighing refused for a load over its document (`migrations/0045_weigh_refusal.ts`). */
export interface WeighRefusalTable {
  id: string
  recordId: string
  docKind: string | null
  docId: string | null
  plate: string
  /** kg: the weight taken, and the net it made against the document's. */
  weight: number
  net: number
  expected: number
  pct: number
  tolerance: number
  bridgeName: string | null
  manual: Generated<number>
  userId: string | null
  userName: string | null
  at: string
}

export interface WeighReadingTable {
  id: string
  bridgeId: string
  /** The agent's running number (a bigint: PostgreSQL answers it as text). */
  seq: number
  at: string
  weight: number
  /** The frame, hex. */
  raw: string
  receivedAt: string
}

/** A vehicle's weighing (`migrations/0029_weigh_record.ts`). */
export interface WeighRecordTable {
  id: string
  recordNo: string
  plate: string
  /** The plate while OPEN (unique: one open weighing per vehicle), else null. */
  openPlate: string | null
  status: string
  direction: string
  docKind: string | null
  docId: string | null
  docNo: string | null
  materialNo: string | null
  materialName: string | null
  location: string | null
  firstKind: string | null
  firstWeight: number | null
  firstAt: string | null
  firstBridgeId: string | null
  firstBridgeName: string | null
  firstFramesHash: string | null
  /** JSON: the frames (hex) the weight was taken from. */
  firstFrames: string | null
  firstManual: number
  firstReason: string | null
  firstUserId: string | null
  firstUserName: string | null
  firstPhotoId: string | null
  secondKind: string | null
  secondWeight: number | null
  secondAt: string | null
  secondBridgeId: string | null
  secondBridgeName: string | null
  secondFramesHash: string | null
  /** JSON: the frames (hex) the weight was taken from. */
  secondFrames: string | null
  secondManual: number
  secondReason: string | null
  secondUserId: string | null
  secondUserName: string | null
  secondPhotoId: string | null
  /** 1 when either weight was typed by hand. */
  manual: number
  gross: number | null
  tare: number | null
  net: number | null
  tareSource: string | null
  expected: number | null
  deviationPct: number | null
  refusedCount: number
  lastRefusedWeight: number | null
  lastRefusedAt: string | null
  lastRefusedNote: string | null
  voidReason: string | null
  voidedByName: string | null
  voidedAt: string | null
  createdAt: string
  updatedAt: string | null
  finishedAt: string | null
}

export interface WeighTareTable {
  id: string
  plate: string
  tare: number
  recordId: string
  at: string
}

export interface WeighStockTable {
  id: string
  materialNo: string
  location: string
  /** kg */
  quantity: number
  updatedAt: string
}

export interface WeighStockMoveTable {
  id: string
  materialNo: string
  location: string
  delta: number
  refKind: string
  refId: string
  refNo: string | null
  at: string
}

/** A goods release permit (`migrations/0030_weigh_permit.ts`). */
export interface WeighPermitTable {
  id: string
  openId: string
  status: string
  instanceId: string | null
  /** Given on approval: the pass the gate and the weighbridge read. */
  permitNo: string | null
  applicantName: string
  orgId: string | null
  orgName: string | null
  responsibleUserId: string | null
  reason: string | null
  plate: string | null
  /** `YYYY-MM-DD HH:mm`, company time. */
  exitAt: string | null
  lineCount: number
  /** kg: the lines' weights, when any line gives one. */
  expectedWeight: number | null
  /** OPEN, WEIGHED, LEFT once approved. */
  progress: string | null
  weighedNet: number | null
  weighRecordId: string | null
  leftAt: string | null
  /** Weighings refused for a load over it (`weigh_refusal`), and the last one's time. */
  refusedCount: Generated<number>
  lastRefusedAt: string | null
  formJson: string
  submittedAt: string | null
  finishedAt: string | null
  createdAt: string
  updatedAt: string | null
}

/** A delivery note (`migrations/0031_weigh_delivery.ts`). */
export interface WeighDeliveryTable {
  id: string
  openId: string
  status: string
  instanceId: string | null
  /** Given on approval: the pass the gate and the weighbridge read. */
  deliveryNo: string | null
  /** SAP or OA: where its lines come from. */
  source: string
  orderNo: string
  vendorName: string | null
  receiverUserId: string | null
  hostOrgId: string | null
  plate: string | null
  /** `YYYY-MM-DD HH:mm`, company time. */
  arriveAt: string | null
  lineCount: number
  /** kg: the lines' quantities when all are in weight units. */
  expectedWeight: number | null
  /** OPEN, WEIGHED, LEFT once approved. */
  progress: string | null
  weighedNet: number | null
  weighRecordId: string | null
  leftAt: string | null
  /** Weighings refused for a load over it (`weigh_refusal`), and the last one's time. */
  refusedCount: Generated<number>
  lastRefusedAt: string | null
  formJson: string
  submittedAt: string | null
  finishedAt: string | null
  createdAt: string
  updatedAt: string | null
}

/** The weigh area's part of `DB`. */
export interface WeighTables {
  weighMaterial: WeighMaterialTable
  weighShipment: WeighShipmentTable
  weighShipmentItem: WeighShipmentItemTable
  weighSapSync: WeighSapSyncTable
  weighSapSyncLog: WeighSapSyncLogTable
  weighBridge: WeighBridgeTable
  weighReading: WeighReadingTable
  weighRefusal: WeighRefusalTable
  weighRecord: WeighRecordTable
  weighTare: WeighTareTable
  weighStock: WeighStockTable
  weighStockMove: WeighStockMoveTable
  weighPermit: WeighPermitTable
  weighDelivery: WeighDeliveryTable
}
