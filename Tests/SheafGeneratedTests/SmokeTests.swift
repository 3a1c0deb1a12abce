import Foundation
import Sheaf
import Testing

@Suite struct SmokeTests {
    @Test func employeeRoundTrip() throws {
        let ann = Employee(name: "Ann", age: 34, gender: .female)
        let bytes = try ann.serializedBytes()
        let back = try Employee(serializedBytes: bytes)
        #expect(back == ann)
    }
}
