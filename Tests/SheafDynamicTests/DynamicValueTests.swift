import SheafDynamic
import Testing

@Suite("Dynamic values")
struct DynamicValueTests {
    @Test("floats compare by bit pattern, so NaN payloads and -0.0 stay distinct")
    func floatIdentity() {
        #expect(DynamicValue.float64(bits: (-0.0 as Double).bitPattern) != .float64(bits: (0.0 as Double).bitPattern))
        #expect(DynamicValue.float64(bits: Double.nan.bitPattern) == .float64(bits: Double.nan.bitPattern))
    }
}
