/** Default registration field rules (patternId per facts.md; acceptedPattern is a JavaScript regular expression or '*'). */
export const registerDefaults: {
  field: string;
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
  patternId: number;
  required: boolean;
  visible: boolean;
}[] = [
  {
    field: 'username',
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    minLength: 4,
    maxLength: 16,
    patternId: 1,
    required: true,
    visible: true,
  },
  {
    field: 'password',
    acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$',
    minLength: 6,
    maxLength: 20,
    patternId: 5,
    required: true,
    visible: true,
  },
  { field: 'payeeName', acceptedPattern: '^[A-Za-z ]+$', minLength: 2, maxLength: 50, patternId: 12, required: false, visible: true },
  {
    field: 'email',
    acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
    minLength: 5,
    maxLength: 64,
    patternId: 3,
    required: false,
    visible: true,
  },
  { field: 'mobileNum', acceptedPattern: '^\\d+$', minLength: 7, maxLength: 15, patternId: 6, required: false, visible: true },
  { field: 'qqNum', acceptedPattern: '^\\d+$', minLength: 5, maxLength: 12, patternId: 6, required: false, visible: false },
  { field: 'line', acceptedPattern: '*', minLength: 2, maxLength: 32, patternId: 0, required: false, visible: false },
  { field: 'whatsapp', acceptedPattern: '^\\d+$', minLength: 7, maxLength: 15, patternId: 6, required: false, visible: true },
  { field: 'facebook', acceptedPattern: '^\\S+$', minLength: 2, maxLength: 64, patternId: 9, required: false, visible: false },
  { field: 'wechat', acceptedPattern: '^\\S+$', minLength: 2, maxLength: 32, patternId: 9, required: false, visible: false },
  { field: 'idNumber', acceptedPattern: '^[A-Za-z0-9]+$', minLength: 6, maxLength: 20, patternId: 14, required: false, visible: false },
  { field: 'recommenderId', acceptedPattern: '^[A-Za-z0-9]+$', minLength: 2, maxLength: 32, patternId: 4, required: false, visible: true },
  { field: 'affiliateCode', acceptedPattern: '^[A-Za-z0-9]+$', minLength: 4, maxLength: 16, patternId: 4, required: false, visible: true },
  { field: 'captcha', acceptedPattern: '^[A-Za-z0-9]+$', minLength: 4, maxLength: 6, patternId: 4, required: true, visible: true },
  { field: 'paymentPassword', acceptedPattern: '^\\d+$', minLength: 6, maxLength: 6, patternId: 6, required: false, visible: false },
];
