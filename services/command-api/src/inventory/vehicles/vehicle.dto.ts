import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { FUEL_TYPES, VEHICLE_LIMITS, VEHICLE_TYPES, type FuelType, type VehicleType } from '@dealer/domain';
import { ListQuery } from '../../platform/list-query';

const YEAR_RANGE = `Year must be a whole number between ${VEHICLE_LIMITS.minYear} and ${VEHICLE_LIMITS.maxYear}`;
/** An engine capacity may come as a number of cc (155) or as text ("155 cc", "2 kW"). */
const numberAsText = Transform(({ value }) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value));

/** POST /api/vehicles: the add form's seven fields, each required ('X is required.', spec §5). */
export class CreateVehicleRequest {
  @ApiProperty({ example: 'Yamaha FZ-S', maxLength: VEHICLE_LIMITS.name })
  @MaxLength(VEHICLE_LIMITS.name, { message: `Name must be at most ${VEHICLE_LIMITS.name} characters` })
  @IsNotEmpty({ message: 'Name is required.' })
  @IsString({ message: 'Name is required.' })
  name!: string;

  @ApiProperty({ example: 'V3 ABS', maxLength: VEHICLE_LIMITS.model })
  @MaxLength(VEHICLE_LIMITS.model, { message: `Model must be at most ${VEHICLE_LIMITS.model} characters` })
  @IsNotEmpty({ message: 'Model is required.' })
  @IsString({ message: 'Model is required.' })
  model!: string;

  @ApiProperty({ example: 2024, minimum: VEHICLE_LIMITS.minYear, maximum: VEHICLE_LIMITS.maxYear })
  @Max(VEHICLE_LIMITS.maxYear, { message: YEAR_RANGE })
  @Min(VEHICLE_LIMITS.minYear, { message: YEAR_RANGE })
  @IsInt({ message: YEAR_RANGE })
  @IsDefined({ message: 'Year is required.' })
  year!: number;

  @ApiProperty({ enum: VEHICLE_TYPES })
  @IsIn(VEHICLE_TYPES, { message: 'Type must be Motorcycle or Scooter' })
  @IsDefined({ message: 'Type is required.' })
  type!: VehicleType;

  @ApiProperty({ example: 'Racing Blue', maxLength: VEHICLE_LIMITS.color })
  @MaxLength(VEHICLE_LIMITS.color, { message: `Color must be at most ${VEHICLE_LIMITS.color} characters` })
  @IsNotEmpty({ message: 'Color is required.' })
  @IsString({ message: 'Color is required.' })
  color!: string;

  @ApiProperty({ example: '149 cc', description: 'Text such as "149 cc" or "2 kW" (a number is taken as text)', maxLength: VEHICLE_LIMITS.engineCapacity })
  @MaxLength(VEHICLE_LIMITS.engineCapacity, { message: `Engine capacity must be at most ${VEHICLE_LIMITS.engineCapacity} characters` })
  @IsNotEmpty({ message: 'Engine Capacity is required.' })
  @IsString({ message: 'Engine Capacity is required.' })
  @numberAsText
  engineCapacity!: string;

  @ApiProperty({ enum: FUEL_TYPES })
  @IsIn(FUEL_TYPES, { message: 'Fuel type must be Petrol or Electric' })
  @IsDefined({ message: 'Fuel Type is required.' })
  fuelType!: FuelType;
}

/**
 * PUT /api/vehicles/{id}: the spec's edit sends id, name, model, year and type (its messages);
 * color, engineCapacity and fuelType may come too, and keep their values when left out.
 */
export class UpdateVehicleRequest {
  @ApiPropertyOptional({ description: 'The id of the path, when sent' })
  @IsOptional()
  @IsString({ message: 'id must be the id of the path' })
  id?: string;

  @ApiProperty({ example: 'Yamaha FZ-S', maxLength: VEHICLE_LIMITS.name })
  @MaxLength(VEHICLE_LIMITS.name, { message: `Name must be at most ${VEHICLE_LIMITS.name} characters` })
  @IsNotEmpty({ message: 'Please input the name!' })
  @IsString({ message: 'Please input the name!' })
  name!: string;

  @ApiProperty({ example: 'V3 ABS', maxLength: VEHICLE_LIMITS.model })
  @MaxLength(VEHICLE_LIMITS.model, { message: `Model must be at most ${VEHICLE_LIMITS.model} characters` })
  @IsNotEmpty({ message: 'Please input the model!' })
  @IsString({ message: 'Please input the model!' })
  model!: string;

  @ApiProperty({ example: 2024 })
  @Max(VEHICLE_LIMITS.maxYear, { message: YEAR_RANGE })
  @Min(VEHICLE_LIMITS.minYear, { message: YEAR_RANGE })
  @IsInt({ message: YEAR_RANGE })
  @IsDefined({ message: 'Please input the year!' })
  year!: number;

  @ApiProperty({ enum: VEHICLE_TYPES })
  @IsIn(VEHICLE_TYPES, { message: 'Please select the type!' })
  @IsDefined({ message: 'Please select the type!' })
  type!: VehicleType;

  @ApiPropertyOptional({ maxLength: VEHICLE_LIMITS.color })
  @IsOptional()
  @MaxLength(VEHICLE_LIMITS.color, { message: `Color must be at most ${VEHICLE_LIMITS.color} characters` })
  @IsNotEmpty({ message: 'Color is required.' })
  @IsString({ message: 'Color is required.' })
  color?: string;

  @ApiPropertyOptional({ maxLength: VEHICLE_LIMITS.engineCapacity })
  @IsOptional()
  @MaxLength(VEHICLE_LIMITS.engineCapacity, { message: `Engine capacity must be at most ${VEHICLE_LIMITS.engineCapacity} characters` })
  @IsNotEmpty({ message: 'Engine Capacity is required.' })
  @IsString({ message: 'Engine Capacity is required.' })
  @numberAsText
  engineCapacity?: string;

  @ApiPropertyOptional({ enum: FUEL_TYPES })
  @IsOptional()
  @IsIn(FUEL_TYPES, { message: 'Fuel type must be Petrol or Electric' })
  fuelType?: FuelType;
}

export class VehicleListQuery extends ListQuery {
  @ApiPropertyOptional({ enum: VEHICLE_TYPES })
  @IsOptional()
  @IsIn(VEHICLE_TYPES, { message: 'type must be Motorcycle or Scooter' })
  type?: VehicleType;

  @ApiPropertyOptional({ enum: FUEL_TYPES })
  @IsOptional()
  @IsIn(FUEL_TYPES, { message: 'fuelType must be Petrol or Electric' })
  fuelType?: FuelType;
}
