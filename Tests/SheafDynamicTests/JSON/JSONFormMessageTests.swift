import Foundation
import SheafDynamic
import SheafSchema
import Testing

/// Messages name what is wrong and suggest what was probably meant.
@Suite("JSON form messages")
struct JSONFormMessageTests {
    static let cases: [(type: String, json: String, message: String)] = [
        ("Employee", #"{"nmae": "a"}"#, "'Employee' has no field 'nmae'; did you mean 'name'?"),
        ("Employee", #"{"Name": "a"}"#, "'Employee' has no field 'Name'; did you mean 'name'?"),
        ("Employee", #"{"name": "a", "salary": 1}"#, "'Employee' has no field 'salary'"),
        (
            "Gender", #""mael""#,
            #"enum 'Gender' has no case 'mael'; did you mean 'male'?; 'Gender' is an open enum: write a raw value it has no case for as {"$raw": <int32 value>}"#
        ),
        (
            "Gender", #""zzzzzz""#,
            #"enum 'Gender' has no case 'zzzzzz' (cases: female, male, other); 'Gender' is an open enum: write a raw value it has no case for as {"$raw": <int32 value>}"#
        ),
        (
            "Word", #""purple""#,
            #"enum 'Word' has no case 'purple' (cases: hello, empty); 'Word' is an open enum: write a raw value it has no case for as {"$raw": "purple"}"#
        ),
        (
            "Keys", #"{"byWord": {"purple": 1}}"#,
            #"enum 'Word' has no case 'purple' (cases: hello, empty); 'Word' is an open enum: write a raw value it has no case for as the key "$raw:purple""#
        ),
        (
            "Keys", #"{"byHuge": {"big": 1}}"#,
            #"enum 'Huge' has no case 'big' (cases: none, top); 'Huge' is an open enum: write a raw value it has no case for as the key "$raw:<uint64 value>""#
        ),
        // A closed enum takes no raw value without a case: no hint.
        ("Tiny", #""huge""#, "enum 'Tiny' has no case 'huge' (cases: min, zero, max)"),
        ("Shape", #"{"circel": {}}"#, "enum 'Shape' has no case 'circel'; did you mean 'circle'?"),
        ("Vehicle", #"{"$type": "Car"}"#, "protocol 'Vehicle' has no member with tag 'Car'; did you mean 'car'?"),
        ("Vehicle", #"{"$type": "boat"}"#, "protocol 'Vehicle' has no member with tag 'boat' (tags: Bus, car)"),
        ("Duties", #"["openwindow"]"#, "options 'Duties' have no flag 'openwindow'; did you mean 'openWindow'?"),
        ("int8", "300", "300 does not fit int8"),
        ("Employee", "{}", "'Employee' requires field 'name'"),
    ]

    @Test("messages", arguments: cases)
    func message(type: String, json: String, message: String) throws {
        let schemaSet = try FormFixtures.formSchema()
        let rootType = try schemaSet.resolve(typeExpression: type)
        #expect {
            try DynamicJSON.read(json, rootType: rootType, schemaSet: schemaSet)
        } throws: { error in
            (error as? JSONFormError)?.message == message
        }
    }

    @Test("a huge unknown key gets no hint and costs little")
    func hugeKey() throws {
        let schemaSet = try FormFixtures.formSchema()
        let key = String(repeating: "n", count: 200_000)
        let json = "{\"\(key)\": 1}"
        do {
            _ = try DynamicJSON.read(json, rootType: .named("Employee", arguments: []), schemaSet: schemaSet)
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .unknownField)
            #expect(!error.message.contains("did you mean"))
        }
    }
}
