import type { DemoContent } from '../../../core/demo.js'
import { newId } from '../../../core/ids.js'
import { sanitizeRichText } from '../../../core/richText.js'
import {
  bagFilter,
  butterflyValve,
  drawing,
  gateValve,
  type Machine,
  type Palette,
  portalFrame,
  scrubberTower,
  spaceTruss,
  storeyFrame,
  type View,
  waterUnit,
} from './art.js'

type Spec = [name: string, nameEn: string, value: string, valueEn: string]

interface DemoProduct {
  key: ProductKey
  category: 'steel' | 'env' | 'valve'
  name: string
  nameEn: string
  model: string
  summary: string
  summaryEn: string
  content: string
  contentEn: string
}

const categories = [
  { key: 'steel', name: '钢结构', nameEn: 'Steel Structures' },
  { key: 'env', name: '环保设备', nameEn: 'Environmental Equipment' },
  { key: 'valve', name: '工业阀门', nameEn: 'Industrial Valves' },
] as const

/** How a product is drawn: its machine, the views shown (the first is the cover) and the close-up's centre. */
interface Drawn {
  machine: Machine
  views: View[]
  focus?: [number, number]
}

/** The products (by key) and how each is drawn. */
const drawings = {
  'portal-frame': { machine: portalFrame, views: ['studio', 'site', 'close'], focus: [300, 260] },
  'space-frame': { machine: spaceTruss, views: ['studio', 'site', 'close'], focus: [330, 170] },
  'multi-storey': { machine: storeyFrame, views: ['studio', 'site'] },
  'bag-filter': { machine: bagFilter, views: ['studio', 'site', 'close'], focus: [290, 300] },
  'wastewater-unit': { machine: waterUnit, views: ['studio', 'site', 'close'], focus: [330, 260] },
  'fgd-absorber': { machine: scrubberTower, views: ['studio', 'site', 'close'], focus: [360, 200] },
  'butterfly-valve': { machine: butterflyValve, views: ['studio', 'close'], focus: [350, 300] },
  'gate-valve': { machine: gateValve, views: ['studio', 'site', 'close'], focus: [350, 200] },
} satisfies Record<string, Drawn>
type ProductKey = keyof typeof drawings

/** Each product's colours: main, dark, light, accent, sky and floor (`Palette`). */
const colours: Record<ProductKey, [string, string, string, string, string, string]> = {
  'portal-frame': ['#2f6fb0', '#1c3d63', '#8fc0ec', '#f2a516', '#dfe9f3', '#c9d3dc'],
  'space-frame': ['#1f8a80', '#0f4a45', '#8fd6cc', '#f4c542', '#e2f1ee', '#c8dcd8'],
  'multi-storey': ['#b5523b', '#6e2a1f', '#e79a83', '#f2c014', '#f3e6df', '#dccbc2'],
  'bag-filter': ['#3b8f5a', '#1f5234', '#9ad6ae', '#f29f1b', '#e4f1e6', '#cadbcf'],
  'wastewater-unit': ['#2a8fb8', '#15506a', '#93d3ee', '#f07f2d', '#e1f0f6', '#c6d8e0'],
  'fgd-absorber': ['#6f7f8f', '#39434d', '#c3ced8', '#d9452b', '#e8ecef', '#cfd4d8'],
  'butterfly-valve': ['#24508f', '#142c52', '#7fa8e0', '#f2a516', '#e0e7f3', '#c7cfdc'],
  'gate-valve': ['#9c2f2a', '#5a1714', '#e08a7f', '#f2b21b', '#f2e4e2', '#dbc9c6'],
}

/** The products' specifications, each product's in the order shown. */
const specs: Array<[ProductKey, ...Spec]> = [
  ['portal-frame', '跨度', 'Span', '18–36 m', '18–36 m'],
  ['portal-frame', '柱距', 'Bay spacing', '6–9 m', '6–9 m'],
  ['portal-frame', '檐口高度', 'Eave height', '6–15 m', '6–15 m'],
  ['portal-frame', '吊车起重量', 'Crane capacity', '≤ 20 t', 'up to 20 t'],
  ['portal-frame', '主材', 'Main steel', 'Q355B', 'Q355B'],
  [
    'portal-frame',
    '防腐',
    'Corrosion protection',
    '环氧富锌底漆 + 聚氨酯面漆',
    'Epoxy zinc-rich primer + polyurethane topcoat',
  ],
  ['portal-frame', '设计使用年限', 'Design life', '50 年', '50 years'],
  ['space-frame', '网架形式', 'Grid type', '正放四角锥', 'Square pyramid'],
  ['space-frame', '适用跨度', 'Span', '30–120 m', '30–120 m'],
  ['space-frame', '网格尺寸', 'Grid module', '3–5 m', '3–5 m'],
  ['space-frame', '杆件材质', 'Tube material', 'Q235B / Q355B 高频焊管', 'Q235B / Q355B HF welded tube'],
  ['space-frame', '节点', 'Nodes', '45# 钢螺栓球', 'Grade 45 steel bolted balls'],
  ['space-frame', '表面处理', 'Surface treatment', '热浸镀锌 ≥ 86 μm', 'Hot-dip galvanised, ≥ 86 μm'],
  ['multi-storey', '层数', 'Storeys', '2–12 层', '2 to 12'],
  ['multi-storey', '层高', 'Storey height', '3.6–8 m', '3.6–8 m'],
  ['multi-storey', '楼面活荷载', 'Floor live load', '2.5–15 kN/m²', '2.5–15 kN/m²'],
  ['multi-storey', '抗震设防', 'Seismic design', '8 度（0.2g）', 'Intensity 8 (0.2 g)'],
  ['multi-storey', '楼板', 'Floor system', '钢筋桁架楼承板', 'Steel-bar truss deck'],
  ['multi-storey', '耐火极限', 'Fire rating', '1.5–3 h', '1.5–3 h'],
  ['multi-storey', '施工速度', 'Erection speed', '5–7 天 / 层', '5–7 days per floor'],
  ['bag-filter', '处理风量', 'Air volume', '20,000–600,000 m³/h', '20,000–600,000 m³/h'],
  ['bag-filter', '过滤面积', 'Filter area', '960 m²（单台）', '960 m² (per unit)'],
  ['bag-filter', '出口排放浓度', 'Outlet dust', '≤ 10 mg/Nm³', '≤ 10 mg/Nm³'],
  ['bag-filter', '设备阻力', 'Pressure drop', '1200–1500 Pa', '1,200–1,500 Pa'],
  ['bag-filter', '滤袋规格', 'Bag size', 'Φ160 × 6000 mm', 'Ø160 × 6,000 mm'],
  ['bag-filter', '适用温度', 'Gas temperature', '≤ 260 ℃', 'up to 260 °C'],
  ['bag-filter', '清灰方式', 'Cleaning', '离线脉冲喷吹', 'Off-line pulse jet'],
  ['bag-filter', '漏风率', 'Air leakage', '≤ 2%', '≤ 2%'],
  ['wastewater-unit', '处理规模', 'Capacity', '50 m³/d（单台）', '50 m³/d (per unit)'],
  ['wastewater-unit', '处理工艺', 'Process', 'A/O + MBR', 'A/O + MBR'],
  ['wastewater-unit', '出水标准', 'Effluent', 'GB 18918 一级 A', 'GB 18918 Class 1A'],
  ['wastewater-unit', '装机功率', 'Installed power', '7.5 kW', '7.5 kW'],
  ['wastewater-unit', '外形尺寸', 'Dimensions', '9.0 × 2.5 × 3.0 m', '9.0 × 2.5 × 3.0 m'],
  ['wastewater-unit', '罐体材质', 'Tank material', 'Q235 防腐 / SUS304', 'Coated Q235 / SUS304'],
  ['fgd-absorber', '适用锅炉', 'Boiler size', '35–350 t/h', '35–350 t/h'],
  ['fgd-absorber', '脱硫效率', 'SO₂ removal', '≥ 98.5%', '≥ 98.5%'],
  ['fgd-absorber', '出口 SO₂', 'Outlet SO₂', '≤ 35 mg/Nm³', '≤ 35 mg/Nm³'],
  ['fgd-absorber', '塔径', 'Tower diameter', '4–12 m', '4–12 m'],
  ['fgd-absorber', '喷淋层数', 'Spray levels', '3–5 层', '3 to 5'],
  ['fgd-absorber', '钙硫比', 'Ca/S ratio', '≤ 1.03', '≤ 1.03'],
  [
    'fgd-absorber',
    '塔体材质',
    'Shell',
    '碳钢衬鳞片 / 2205 双相钢',
    'Glass-flake-lined carbon steel / 2205 duplex',
  ],
  ['butterfly-valve', '公称通径', 'Nominal size', 'DN50–DN1200', 'DN50–DN1200'],
  ['butterfly-valve', '公称压力', 'Pressure rating', 'PN10 / PN16', 'PN10 / PN16'],
  ['butterfly-valve', '阀体材质', 'Body', '球墨铸铁 QT450', 'Ductile iron QT450'],
  ['butterfly-valve', '密封材料', 'Seat', 'EPDM / NBR', 'EPDM / NBR'],
  ['butterfly-valve', '适用温度', 'Temperature', '-10–120 ℃', '-10 to 120 °C'],
  ['butterfly-valve', '执行器电源', 'Actuator supply', 'AC 220 V / 380 V', 'AC 220 V / 380 V'],
  ['butterfly-valve', '防护等级', 'Enclosure', 'IP67', 'IP67'],
  ['gate-valve', '公称通径', 'Nominal size', 'DN50–DN600', 'DN50–DN600'],
  ['gate-valve', '公称压力', 'Pressure rating', 'PN100–PN250', 'PN100–PN250'],
  ['gate-valve', '阀体材质', 'Body', 'WCB / WC6 / WC9', 'WCB / WC6 / WC9'],
  ['gate-valve', '密封面', 'Seating faces', '司太立硬质合金堆焊', 'Stellite hard-facing'],
  ['gate-valve', '适用温度', 'Temperature', '≤ 540 ℃', 'up to 540 °C'],
  ['gate-valve', '连接方式', 'Ends', '法兰 / 对焊', 'Flanged / butt-weld'],
]

const products: DemoProduct[] = [
  {
    key: 'portal-frame',
    category: 'steel',
    name: '门式刚架钢结构厂房',
    nameEn: 'Portal-Frame Steel Workshop',
    model: 'HY-PF36',
    summary:
      '单跨 18–36 米的轻型门式刚架厂房，构件工厂化生产、现场螺栓拼装，适用于机械加工、仓储物流等通用厂房。',
    summaryEn:
      'Light portal-frame workshops spanning 18–36 m: members made in the factory and bolted together on site, for machining, warehousing and logistics buildings.',
    content: `<p>HY-PF 系列门式刚架厂房采用变截面 H 型钢梁柱，按建筑跨度、柱距和吊车吨位逐一进行结构计算与优化，用钢量比传统做法降低 8%–12%。主构件在宏远钢构基地的自动化焊接线上完成切割、组立、埋弧焊和抛丸除锈，出厂前逐件进行尺寸与焊缝检测。</p>
<p>现场采用高强度螺栓连接，不需要大量湿作业。以一座 1.2 万平方米的单层厂房为例，从基础验收到屋面封闭通常只需 45 天左右，业主可以更早安排设备进场。</p>
<p>屋面和墙面可选彩钢夹芯板、岩棉复合板或双层压型钢板保温系统，并可预留采光带、通风气楼和屋面光伏支架荷载。我们为每个项目提供深化设计图、安装方案和完整的质量验收资料。</p>`,
    contentEn: `<p>HY-PF portal-frame workshops use tapered H-section columns and rafters. Each building is calculated and optimised for its span, bay spacing and crane capacity, which typically saves 8–12% of steel compared with conventional designs. The main members are cut, assembled, submerged-arc welded and shot-blasted on the automated lines of the Hongyuan steel-structure base, and every piece is checked for dimensions and weld quality before it leaves the plant.</p>
<p>On site the frame is joined with high-strength bolts and needs very little wet work. For a 12,000 m² single-storey workshop, the time from foundation hand-over to a closed roof is usually about 45 days, so owners can move equipment in sooner.</p>
<p>Roofs and walls can be clad with colour-steel sandwich panels, rock-wool composite panels or double-skin profiled sheets with insulation, with allowances for roof lights, ridge ventilators and the load of rooftop solar racks. Every project comes with detailed shop drawings, an erection method statement and a complete set of quality records.</p>`,
  },
  {
    key: 'space-frame',
    category: 'steel',
    name: '螺栓球网架屋盖系统',
    nameEn: 'Bolted-Ball Space-Frame Roof',
    model: 'HY-SF60',
    summary:
      '正放四角锥螺栓球节点网架，自重轻、刚度大，可覆盖 60 米以上无柱空间，适用于体育馆、展厅和干煤棚。',
    summaryEn:
      'Square-pyramid space frames with bolted-ball nodes: light, stiff and column-free beyond 60 m, for sports halls, exhibition halls and coal sheds.',
    content: `<p>螺栓球网架由高频焊管杆件和数控加工的钢球节点组成，所有杆件长度与螺孔角度均由三维模型直接生成加工数据，保证现场“零修改”拼装。</p>
<p>根据场地条件，可采用高空散装、分条分块吊装或整体提升等施工方法。我们在干煤棚、物流中心和体育场馆项目中积累了大跨度整体提升的成熟经验，最大单次提升面积超过 8000 平方米。</p>
<p>网架表面采用热浸镀锌或喷涂防腐体系，可与采光板、膜结构及光伏屋面组合使用。</p>`,
    contentEn: `<p>A bolted-ball space frame is made of high-frequency welded tubes and CNC-machined steel ball nodes. Every member length and bolt-hole angle comes straight from the 3D model, so the frame goes together on site without rework.</p>
<p>Depending on the site, it is erected piece by piece at height, lifted in strips or blocks, or jacked up as a whole. Our coal-shed, logistics-centre and stadium projects have given us proven experience with lifting large spans in one piece, with more than 8,000 m² raised in a single lift.</p>
<p>The frame is hot-dip galvanised or coated, and combines with daylight panels, membrane structures and solar roofs.</p>`,
  },
  {
    key: 'multi-storey',
    category: 'steel',
    name: '多层钢框架结构',
    nameEn: 'Multi-Storey Steel Frame',
    model: 'HY-MF24',
    summary:
      '钢框架—支撑体系的多层厂房、办公楼与停车楼，楼承板免支模施工，主体结构工期比混凝土结构缩短约三分之一。',
    summaryEn:
      'Braced steel frames for multi-storey factories, offices and car parks: deck floors need no formwork, and the structure goes up about a third faster than in concrete.',
    content: `<p>HY-MF 多层钢框架采用焊接 H 型钢梁、箱形或 H 型钢柱，配合中心支撑或偏心支撑形成抗侧力体系，满足 8 度抗震设防要求。楼面采用钢筋桁架楼承板，现场无需支模和拆模。</p>
<p>构件按楼层和安装顺序编号发运，配合塔吊即可实现每 5–7 天完成一个结构层。对于生产型多层厂房，楼面活荷载可按 5–15 kN/m² 设计，并预留设备开洞和管线支架。</p>
<p>结构防火可选用防火涂料或防火板包覆，耐火极限按规范要求达到 1.5–3 小时。</p>
<p>我们可提供从方案比选、结构设计、深化加工到安装和验收的一体化服务。</p>`,
    contentEn: `<p>HY-MF multi-storey frames use welded H-section beams with box or H-section columns, braced concentrically or eccentrically to carry lateral loads and meet seismic intensity 8 requirements. Floors are steel-bar truss decks that need no formwork on site.</p>
<p>Members ship numbered by floor and erection sequence; with a tower crane a structural floor is completed every 5 to 7 days. Production buildings can be designed for floor live loads of 5–15 kN/m², with openings for equipment and supports for services planned in.</p>
<p>Fire protection is by intumescent coating or fire boards, reaching the 1.5 to 3 hours the codes require.</p>
<p>We offer the whole path in one hand: option studies, structural design, detailing and fabrication, erection and acceptance.</p>`,
  },
  {
    key: 'bag-filter',
    category: 'env',
    name: '脉冲袋式除尘器',
    nameEn: 'Pulse-Jet Bag Filter',
    model: 'HYMC-96',
    summary:
      '离线脉冲清灰、分室检修，出口粉尘浓度稳定低于 10 mg/Nm³，适用于钢铁、建材、铸造和燃煤锅炉烟气治理。',
    summaryEn:
      'Off-line pulse cleaning and compartment-by-compartment maintenance keep outlet dust below 10 mg/Nm³, for steel, building materials, foundries and coal-fired boilers.',
    content: `<p>HYMC 系列脉冲袋式除尘器采用分室结构，每个仓室可单独离线清灰和检修，在不停机的情况下更换滤袋。淹没式脉冲阀和低压喷吹系统使清灰气耗更低、滤袋寿命更长。</p>
<p>滤料可根据烟气温度和成分选用涤纶针刺毡、PPS、P84 或 PTFE 覆膜滤料，最高耐温 260 ℃。进口设置导流板与预分离区，大颗粒粉尘在进入滤袋前先行沉降，降低滤袋磨损。</p>
<p>配套 PLC 控制柜可按压差或定时方式自动清灰，并将压差、温度与阀门状态上传至工厂 DCS 或宏远云平台，实现远程运维。</p>`,
    contentEn: `<p>HYMC pulse-jet bag filters are built in compartments: each can be cleaned off-line and serviced on its own, so bags are changed without stopping the plant. Submerged pulse valves and low-pressure jets use less compressed air and make the bags last longer.</p>
<p>Filter media are chosen for the gas temperature and make-up: polyester needle felt, PPS, P84 or PTFE-membrane media, up to 260 °C. Baffles and a pre-separation zone at the inlet let coarse dust settle before it reaches the bags, reducing wear.</p>
<p>The PLC cabinet cleans automatically on differential pressure or on a timer, and reports pressure, temperature and valve states to the plant DCS or the Hongyuan cloud platform for remote service.</p>`,
  },
  {
    key: 'wastewater-unit',
    category: 'env',
    name: '一体化污水处理设备',
    nameEn: 'Integrated Wastewater Treatment Unit',
    model: 'HYWS-50',
    summary:
      'A/O + MBR 工艺集成于撬装罐体，占地小、出水稳定达到一级 A 标准，适用于工业园区、乡镇和服务区的分散污水处理。',
    summaryEn:
      'A/O plus MBR treatment integrated in skid-mounted tanks: a small footprint and effluent steadily meeting Class 1A, for industrial parks, towns and service areas.',
    content: `<p>HYWS 系列设备将调节、缺氧、好氧、膜分离和消毒单元集成在碳钢防腐或不锈钢罐体内，工厂内完成组装与通水调试，现场只需连接进出水管和电源即可投入运行。</p>
<p>核心膜组件采用 PVDF 中空纤维膜，出水悬浮物几乎为零；智能控制系统根据进水水量和溶解氧自动调节风机频率，与传统活性污泥工艺相比节能约 20%。</p>
<p>设备可地上或半地下安装，多台并联即可扩容，适合分期建设。</p>`,
    contentEn: `<p>HYWS units put equalisation, anoxic and aerobic treatment, membrane separation and disinfection in coated carbon-steel or stainless tanks. They are assembled and water-tested in the factory; on site only the inlet, outlet and power need connecting before they run.</p>
<p>The PVDF hollow-fibre membranes leave almost no suspended solids in the effluent, and the control system adjusts the blower speed to inflow and dissolved oxygen, saving about 20% energy against a conventional activated-sludge plant.</p>
<p>Units stand above ground or half buried, and several in parallel add capacity, so a plant can be built in stages.</p>`,
  },
  {
    key: 'fgd-absorber',
    category: 'env',
    name: '石灰石—石膏湿法脱硫塔',
    nameEn: 'Limestone–Gypsum Wet FGD Absorber',
    model: 'HYTL-200',
    summary:
      '空塔喷淋 + 合金托盘强化传质，脱硫效率 ≥ 98.5%，配套除雾器和浆液循环系统，适用于 35–350 t/h 锅炉烟气超低排放改造。',
    summaryEn:
      'Open spray tower with an alloy tray for better mass transfer, ≥ 98.5% SO₂ removal, with mist eliminators and slurry recirculation, for ultra-low-emission upgrades of 35–350 t/h boilers.',
    content: `<p>HYTL 脱硫塔采用逆流喷淋空塔结构，塔内设置合金托盘使烟气分布更均匀，3–5 层喷淋层交错布置，液气比低、循环泵能耗少。</p>
<p>塔体采用碳钢内衬玻璃鳞片或整体 2205 双相不锈钢制作，耐腐蚀、检修周期长。塔顶配置屋脊式除雾器和管式除尘除雾装置，出口雾滴浓度低于 20 mg/Nm³。</p>
<p>我们提供从烟气参数核算、工艺设计、设备制造到安装调试和运行培训的全过程服务，已为电力、化工、造纸等行业客户建成 60 余套脱硫装置。</p>`,
    contentEn: `<p>HYTL absorbers are counter-current open spray towers. An alloy tray spreads the gas evenly, and three to five staggered spray levels work at a low liquid-to-gas ratio, so the recirculation pumps use less power.</p>
<p>The shell is carbon steel lined with glass flake, or made entirely of 2205 duplex stainless steel: it resists corrosion and runs long between inspections. Roof-type mist eliminators and a tubular wet dust collector at the top bring outlet droplets below 20 mg/Nm³.</p>
<p>We cover the whole path from checking the flue-gas data, process design and manufacture to erection, commissioning and operator training, and have built more than 60 FGD units for power, chemical and paper plants.</p>`,
  },
  {
    key: 'butterfly-valve',
    category: 'valve',
    name: '电动法兰蝶阀',
    nameEn: 'Electric Flanged Butterfly Valve',
    model: 'D941X-16',
    summary: '中线软密封结构，启闭力矩小、零泄漏，配智能型电动执行器，适用于给排水、暖通和循环冷却水管网。',
    summaryEn:
      'Concentric soft-seated design with low operating torque and zero leakage, with a smart electric actuator, for water supply, drainage, HVAC and cooling-water networks.',
    content: `<p>D941X 电动蝶阀的阀体为球墨铸铁整体铸造，阀座采用 EPDM 或 NBR 橡胶硫化衬里，阀板边缘经精密加工与阀座过盈配合，实现双向零泄漏。</p>
<p>智能型电动执行器内置位置反馈和力矩保护，支持 4–20 mA 调节、Modbus 总线和就地/远程切换，停电时可通过手轮应急操作。</p>
<p>每台阀门出厂前均按 GB/T 13927 进行壳体和密封试验，并附试验报告和材质证明。</p>`,
    contentEn: `<p>The D941X body is cast in one piece in ductile iron, with an EPDM or NBR seat vulcanised in place. The precisely machined disc edge fits the seat with interference for zero leakage in both directions.</p>
<p>The smart electric actuator has position feedback and torque protection, takes 4–20 mA control or Modbus, switches between local and remote, and has a handwheel for power cuts.</p>
<p>Every valve is shell- and seat-tested to GB/T 13927 before dispatch and ships with its test report and material certificates.</p>`,
  },
  {
    key: 'gate-valve',
    category: 'valve',
    name: '高压楔式闸阀',
    nameEn: 'High-Pressure Wedge Gate Valve',
    model: 'Z41H-100',
    summary:
      '铸钢阀体、弹性楔式闸板、堆焊硬质合金密封面，适用于电站、石化装置中的高温高压蒸汽、水和油品管路。',
    summaryEn:
      'Cast-steel body, flexible wedge and hard-faced seats, for high-temperature, high-pressure steam, water and oil lines in power plants and petrochemical units.',
    content: `<p>Z41H 高压闸阀采用 WCB、WC6 或 WC9 铸钢阀体，中法兰采用压力自密封结构，压力越高密封越可靠。弹性闸板能补偿温度变化引起的阀座变形，避免高温工况下卡阻。</p>
<p>阀座和闸板密封面堆焊司太立硬质合金，耐冲刷、耐擦伤；阀杆经氮化处理，配柔性石墨填料，有效减少外漏。</p>
<p>我们可按 API 600、GB/T 12234 等标准设计制造，并提供第三方见证检验。</p>`,
    contentEn: `<p>Z41H high-pressure gate valves have WCB, WC6 or WC9 cast-steel bodies with a pressure-seal bonnet that seals tighter as the pressure rises. The flexible wedge absorbs seat distortion from temperature changes, so the valve does not stick when hot.</p>
<p>Seats and wedge faces are hard-faced with Stellite against erosion and galling; the nitrided stem runs in flexible graphite packing to keep leaks out.</p>
<p>Valves are designed and built to API 600, GB/T 12234 and similar standards, with third-party witnessed inspection on request.</p>`,
  },
]

/** Three product categories and eight products with drawings, specifications and texts in both languages. */
export const productDemo: DemoContent = {
  key: 'BIZ_PRODUCT',
  async run({ db, image, daysAgo }) {
    const categoryIds = new Map<string, string>()
    for (const [i, c] of categories.entries()) {
      const id = newId()
      categoryIds.set(c.key, id)
      await db
        .insertInto('bizProductCategory')
        .values({
          id,
          name: c.name,
          nameEn: c.nameEn,
          published: 1,
          sortCode: (i + 1) * 10,
          createdAt: daysAgo(120),
          createdUser: null,
          updatedAt: null,
          updatedUser: null,
        })
        .execute()
    }
    for (const [i, p] of products.entries()) {
      const { machine, views, focus }: Drawn = drawings[p.key]
      const [main, dark, light, accent, sky, floor] = colours[p.key]
      const palette: Palette = { main, dark, light, accent, sky, floor }
      const imageIds: string[] = []
      for (const [n, view] of views.entries())
        imageIds.push(await image(`product-${p.key}-${n + 1}`, drawing(machine, palette, view, focus)))
      await db
        .insertInto('bizProduct')
        .values({
          id: newId(),
          categoryId: categoryIds.get(p.category) ?? null,
          name: p.name,
          nameEn: p.nameEn,
          model: p.model,
          summary: p.summary,
          summaryEn: p.summaryEn,
          content: sanitizeRichText(p.content),
          contentEn: sanitizeRichText(p.contentEn),
          imageIds: imageIds.join(','),
          specs: JSON.stringify(
            specs
              .filter(([key]) => key === p.key)
              .map(([, name, nameEn, value, valueEn]) => ({ name, nameEn, value, valueEn })),
          ),
          published: 1,
          sortCode: (i + 1) * 10,
          createdAt: daysAgo(100 - i * 7),
          createdUser: null,
          updatedAt: null,
          updatedUser: null,
        })
        .execute()
    }
  },
}
