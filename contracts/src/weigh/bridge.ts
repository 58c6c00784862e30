import { z } from 'zod'
import { booleans, nullableStrings, numbers, strings } from '../answers.js'
import { idSchema, pageQuerySchema } from '../common.js'
import { fields, optText, reqText, searchKey, sortCode } from '../fields.js'

/**
 * Weighbridges (issue 26): each bridge's indicator is read by a scale agent on the PC its serial
 * cable reaches (`npm run scale-agent`), which sends every reading here; the weighing page shows
 * them live, and a weight is taken only from fresh, stable readings.
 */

/** The indicator's continuous-output formats the reader understands (`weigh/scale/frames.ts`). */
export const SCALE_PROTOCOLS = ['XK3190_A9', 'XK3190_REVERSED'] as const
export type ScaleProtocolName = (typeof SCALE_PROTOCOLS)[number]
export const SERIAL_PARITIES = ['none', 'even', 'odd'] as const
export const SERIAL_BAUD_RATES = [1200, 2400, 4800, 9600, 19200, 38400, 57600, 115200] as const
/** Consecutive readings within one division before a weight may be taken. */
export const STABLE_READINGS = 5
/** A weight is taken only from readings the indicator sent at most this long ago. */
export const READING_FRESH_MS = 3000
/** An agent is shown offline when it has sent nothing for this long. */
export const AGENT_SILENT_MS = 10_000

export const BRIDGE_LIMITS = { name: 64, location: 128, port: 64 } as const

export const bridgeAddSchema = z.object({
  name: reqText(64),
  location: optText(128),
  /** `COM3`, `/dev/ttyUSB0`: the port on the scale agent's PC. */
  port: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_./:-]+$/),
  baudRate: z.union(SERIAL_BAUD_RATES.map((b) => z.literal(b))),
  dataBits: z.union([z.literal(7), z.literal(8)]),
  parity: z.enum(SERIAL_PARITIES),
  stopBits: z.union([z.literal(1), z.literal(2)]),
  protocol: z.enum(SCALE_PROTOCOLS),
  /** Largest weight, kg. */
  capacity: z.number().int().min(100).max(1_000_000),
  /** The indicator's step, kg (a reading moves by whole divisions). */
  division: z.number().int().min(1).max(1000),
  enabled: z.boolean().default(true),
  sortCode,
})
export const bridgeEditSchema = bridgeAddSchema.extend({ id: idSchema })
export type BridgeForm = z.input<typeof bridgeAddSchema>

export const bridgePageQuerySchema = pageQuerySchema.extend({ searchKey })
export const bridgeRowSchema = z.object(
  fields(
    strings('id', 'name', 'port', 'parity', 'protocol'),
    nullableStrings('location', 'agentSeenAt', 'createdAt'),
    numbers('baudRate', 'dataBits', 'stopBits', 'capacity', 'division', 'sortCode'),
    booleans('enabled', 'hasAgentKey', 'simulated'),
    {
      /** What the agent reported last: frames read, frames with a bad check, bytes skipped. */
      agentStats: z.object(numbers('frames', 'badCheck', 'garbage')).nullable(),
    },
  ),
)
export type BridgeRow = z.infer<typeof bridgeRowSchema>
/** A new agent key: shown once; the bridge keeps only its hash. */
export const bridgeKeySchema = z.object({ key: z.string() })
/** The bridges an operator may weigh on (enabled ones), for the weighing page. */
export const bridgeOptionSchema = z.object(
  fields(
    strings('id', 'name'),
    nullableStrings('location'),
    numbers('capacity', 'division'),
    booleans('simulated'),
  ),
)
/** A weight put on a simulated bridge (the demo's): a truck driving on, or off with 0. */
export const bridgeSimulateSchema = z.object({ id: idSchema, weight: z.number().int().min(0).max(1_000_000) })

// ---- The scale agent's calls (header `x-scale-key`) ----

export const scaleConfigSchema = z.object(
  fields(
    strings('bridgeId', 'name', 'port', 'parity', 'protocol'),
    numbers('baudRate', 'dataBits', 'stopBits', 'division'),
  ),
)
export type ScaleConfig = z.infer<typeof scaleConfigSchema>
export const scaleReadingSchema = z.object({
  /** The agent's running number of the reading (a resent reading keeps it). */
  seq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  /** When the agent read the frame. */
  at: z.iso.datetime({ offset: true }),
  weight: z.number().min(-1_000_000).max(10_000_000),
  /** The frame's bytes as hex. */
  raw: z
    .string()
    .max(64)
    .regex(/^[0-9a-fA-F]*$/),
})
export const scaleReadingsSchema = z.object({
  readings: z.array(scaleReadingSchema).max(2000),
  stats: z.object(numbers('frames', 'badCheck', 'garbage')).optional(),
})
export const scaleAcceptedSchema = z.object({ accepted: z.number() })

/** What the weighing page is told of a bridge, several times a second. */
export const bridgeLiveSchema = z.object({
  bridgeId: z.string(),
  /** The newest reading, or null when the agent sent none lately. */
  weight: z.number().nullable(),
  at: z.string().nullable(),
  /** The last readings are within one division of each other and fresh: a weight may be taken. */
  stable: z.boolean(),
  /** The agent sent something within `AGENT_SILENT_MS`. */
  online: z.boolean(),
})
export type BridgeLive = z.infer<typeof bridgeLiveSchema>
export const bridgeLiveQuerySchema = z.object({ bridgeId: idSchema })
