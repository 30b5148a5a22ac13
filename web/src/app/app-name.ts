export const APP_NAME = 'Rezervări birouri și parcare';
