import { reduceMotion, restoreMotion } from 'antd-mobile'
import { motionReduced } from '../utils/reducedMotion'

/** antd-mobile's animations follow the system's "reduce motion" (loaded only when it matters). */
export const followMotionSetting = () => (motionReduced() ? reduceMotion() : restoreMotion())
