import Foundation
import SwiftProtobuf

/// swift-protobuf's binary format, on every dataset protobuf can express (not `graph`:
/// protobuf has no shared references).
enum ProtobufPeer {
    static func contenders(company: CodableCompany, numeric: [NumericDataset], timeline: CodableTimeline) -> [Contender] {
        [contender("company", records: company.employees.count, message: convert(company))]
            + numeric.map { contender($0.name, records: $0.value.count, message: convert($0.value)) }
            + [contender("polymorphic", records: timeline.events.count, message: convert(timeline))]
    }

    private static func contender<M: SwiftProtobuf.Message & Equatable>(
        _ dataset: String, records: Int, message: M
    ) -> Contender {
        let box = EncodedBox([UInt8]())
        return Contender(
            peer: "swift-protobuf", dataset: dataset, records: records,
            encode: {
                box.bytes = try message.serializedBytes()
                return box.bytes.count
            },
            decode: { blackHole(try M(serializedBytes: box.bytes)) },
            roundTrips: { try M(serializedBytes: box.bytes) == message })
    }

    static func convert(_ company: CodableCompany) -> Sheafbench_Company {
        var message = Sheafbench_Company()
        message.employees = company.employees.map { employee in
            var record = Sheafbench_Employee()
            record.name = employee.name
            record.age = employee.age
            record.gender = Sheafbench_Gender(rawValue: Int(employee.gender.rawValue)) ?? .female
            if let email = employee.email { record.email = email }
            record.tags = employee.tags
            record.scores = employee.scores
            record.id = employee.id
            record.active = employee.active
            return record
        }
        return message
    }

    static func convert(_ numeric: CodableNumeric) -> Sheafbench_Numeric {
        var message = Sheafbench_Numeric()
        message.doubles = numeric.doubles
        message.integers = numeric.integers
        return message
    }

    static func convert(_ timeline: CodableTimeline) -> Sheafbench_Timeline {
        var message = Sheafbench_Timeline()
        message.events = timeline.events.map { event in
            var record = Sheafbench_Event()
            switch event {
            case .click(let at, let x, let y, let buttons):
                record.at = at
                record.click = .with {
                    $0.x = x
                    $0.y = y
                    $0.buttons = buttons
                }
            case .key(let at, let key, let modifiers):
                record.at = at
                record.keyPress = .with {
                    $0.key = key
                    $0.modifiers = modifiers
                }
            case .scroll(let at, let dx, let dy):
                record.at = at
                record.scroll = .with {
                    $0.dx = dx
                    $0.dy = dy
                }
            }
            return record
        }
        return message
    }
}
