// The brand list of the add-car dialog; 'Alta marca' (other brand) is the default.
// 'Alta marca' is the value stored and exchanged (tower §3): people read it as 'Altă marcă'.
export const OTHER_BRAND = 'Alta marca';
export const CAR_BRANDS = [
  OTHER_BRAND, 'Abarth', 'Acura', 'Alfa Romeo', 'Aston Martin', 'Audi', 'BAIC', 'Bentley', 'BMW', 'BYD', 'Cadillac',
  'Chery', 'Chevrolet', 'Chrysler', 'Citroen', 'Cupra', 'Dacia', 'Daewoo', 'Daihatsu', 'Dodge', 'DS Automobiles',
  'Ferrari', 'Fiat', 'Ford', 'Geely', 'Genesis', 'GMC', 'Great Wall', 'Honda', 'Hummer', 'Hyundai', 'Infiniti',
  'Isuzu', 'Iveco', 'Jaguar', 'Jeep', 'Kia', 'Lada', 'Lamborghini', 'Lancia', 'Land Rover', 'Leapmotor', 'Lexus',
  'Lincoln', 'Lotus', 'Lynk & Co', 'Maserati', 'Maybach', 'Mazda', 'McLaren', 'Mercedes-Benz', 'MG', 'Mini',
  'Mitsubishi', 'Nissan', 'Opel', 'Peugeot', 'Polestar', 'Porsche', 'Renault', 'Rolls-Royce', 'Rover', 'Saab',
  'Seat', 'Skoda', 'Smart', 'SsangYong', 'Subaru', 'Suzuki', 'Tata', 'Tesla', 'Toyota', 'Volkswagen', 'Volvo',
  'Xpeng', 'Zeekr', 'Alpine', 'Aixam', 'Microcar',
] as const;

/** A brand as the interface names it: the stored 'Alta marca' reads 'Altă marcă', any other brand as written. */
export const brandLabel = (brand: string): string => (brand === OTHER_BRAND ? 'Altă marcă' : brand);
