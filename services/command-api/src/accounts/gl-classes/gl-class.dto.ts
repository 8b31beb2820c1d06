import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { GL_CLASS_TYPES, type GlClassType } from '@dealer/domain';

export class GlClassRequest {
  @ApiProperty({ example: 'Assets' })
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  @IsNotEmpty({ message: 'Please input the name!' })
  @IsString({ message: 'Please input the name!' })
  name!: string;

  @ApiProperty({ enum: GL_CLASS_TYPES })
  @IsIn(GL_CLASS_TYPES, { message: 'Please select the type!' })
  type!: GlClassType;
}
