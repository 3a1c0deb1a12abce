import Foundation
import HRv1
import HRv4
import Sheaf
import Testing

/// A struct holding protocol-family values of a family whose members are all structs
/// (`StaffMember.benefits: [any Benefit]`) keeps `Equatable`, `Hashable` and `Sendable`:
/// members compare by type and value, opaque members (a newer version's) included.
@Suite("Family values in value types")
struct FamilyConformanceTests {
    static let start = Date(timeIntervalSince1970: 1_700_000_000)

    static func staff(_ benefits: [any HRv4.Benefit]) -> HRv4.StaffMember {
        HRv4.StaffMember(
            name: "Ann", employeeNumber: 7, preferredName: "Ann", benefits: benefits, deskPhone: "100", startDate: start)
    }

    /// Compiles only while the types are `Sendable`: the value crosses into an actor.
    actor Registry {
        var members: [HRv4.StaffMember] = []
        func add(_ member: HRv4.StaffMember) { members.append(member) }
    }

    @Test("equal when the members are of the same type and equal; hashes agree")
    func equality() {
        let health = HRv4.HealthPlan(provider: "Acme", coversFamily: true)
        let gym = HRv4.GymMembership(provider: "Acme", club: "North")
        let a = Self.staff([health, gym])
        #expect(a == Self.staff([HRv4.HealthPlan(provider: "Acme", coversFamily: true), gym]))
        #expect(a.hashValue == Self.staff([health, gym]).hashValue)
        #expect(a != Self.staff([health]))
        #expect(a != Self.staff([gym, health]))
        #expect(a != Self.staff([HRv4.HealthPlan(provider: "Acme", coversFamily: false), gym]))
        // Same family fields, another member type: not equal.
        #expect(Self.staff([HRv4.HealthPlan(provider: "Acme")]) != Self.staff([HRv4.PensionPlan(provider: "Acme", contributionPercent: 0)]))
        #expect(Set([a, Self.staff([health, gym]), Self.staff([])]).count == 2)
    }

    @Test("sent to an actor")
    func sendable() async {
        let registry = Registry()
        await registry.add(Self.staff([HRv4.HealthPlan(provider: "Acme")]))
        #expect(await registry.members.count == 1)
    }

    @Test("an opaque member (read by an older version) compares by its tag, fields and kept bytes")
    func opaqueMembers() throws {
        let newer = Self.staff([HRv4.GymMembership(provider: "Acme", club: "North"), HRv4.HealthPlan(provider: "Acme")])
        let read = try HRv1.StaffMember(serializedBytes: newer.serializedBytes())
        let again = try HRv1.StaffMember(serializedBytes: newer.serializedBytes())
        #expect(read.benefits.first is HRv1.BenefitFamily.Opaque)
        #expect(read == again)
        #expect(read.hashValue == again.hashValue)
        let other = try HRv1.StaffMember(
            serializedBytes: Self.staff([HRv4.GymMembership(provider: "Acme", club: "South"), HRv4.HealthPlan(provider: "Acme")])
                .serializedBytes())
        #expect(read != other, "the opaque members differ in their kept bytes")
    }
}
