import { Children, type ReactNode } from 'react';
import { Col, Row } from 'antd';

/** Form fields side by side from tablet width, stacked on phones; `spans` (out of 24) repeat over the fields. */
export function FieldColumns({ spans, children }: { spans: number[]; children: ReactNode }) {
  return (
    <Row gutter={16}>
      {Children.toArray(children).map((field, index) => (
        <Col key={index} xs={24} sm={spans[index % spans.length]}>
          {field}
        </Col>
      ))}
    </Row>
  );
}
