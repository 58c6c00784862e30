/** Code generation's sample (issue 28), used by its tests and the end-to-end test. */

/** The sample: a vehicle blacklist described on the page. */
export const vehicleBlacklist = {
  source: 'NEW',
  tableName: 'krs_vehicle_blacklist',
  area: 'krs',
  moduleName: 'vehicleBlacklist',
  titleZh: '车辆黑名单',
  titleEn: 'Vehicle blacklist',
  menuParent: 'menu-cat-visitor',
  buttons: ['add', 'edit', 'delete', 'export'],
  columns: [
    {
      name: 'plate',
      labelZh: '车牌号',
      labelEn: 'Plate',
      type: 'string',
      widget: 'plate',
      required: true,
      maxLength: 8,
      search: 'eq',
    },
    {
      name: 'reason',
      labelZh: '原因',
      labelEn: 'Reason',
      type: 'text',
      widget: 'textarea',
      required: true,
      maxLength: 200,
      search: 'like',
    },
    {
      name: 'owner_name',
      labelZh: '车主姓名',
      labelEn: "Owner's name",
      type: 'string',
      widget: 'input',
      search: 'like',
    },
    {
      name: 'blacklisted_until',
      labelZh: '截止日期',
      labelEn: 'Blacklisted until',
      type: 'date',
      widget: 'date',
      search: 'range',
    },
    { name: 'enabled', labelZh: '启用', labelEn: 'Enabled', type: 'boolean', widget: 'switch', search: 'eq' },
  ],
}
