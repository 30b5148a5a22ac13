import { AUDIT_KIND } from '../../domain/audit.js';
import { DESK_MSG, DESK_REASON } from '../../domain/desks/rules.js';
import { APP_REASON, MSG } from '../../domain/messages.js';
import type { Project } from '../../domain/schemas/groups-answers.js';
import type { ProjectDeskBody } from '../../domain/schemas/groups.js';
import { managesGroup } from '../identity/policy.js';
import type { Caller } from '../identity/actor.js';
import { recordAudit } from '../audit/audit-service.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/connection.js';
import { deskByIdForUpdate, updateDeskRow } from '../desks/queries.js';
import { forbidden, notFound } from '../errors.js';
import { desksOfGroups, groupById } from './groups-admin-queries.js';
import { presentGroup, presentGroupDesk, type GroupRow } from './presenter.js';
import { allGroups, groupsByIds } from './queries.js';

// The managers' projects (decisions §9): a manager lends desks of the departments they manage
// to the projects they manage. Role admin manages every group (domain/policy.ts).

const mine = (me: Caller, type: GroupRow['type']) => (g: GroupRow) => g.type === type && managesGroup(me, g.id);

/** Each project with its desks, and the desks of the caller's departments it could still take. */
async function projectsWithDesks(q: Queryable, me: Caller, projects: GroupRow[]): Promise<Project[]> {
  const departments = (await allGroups(q)).filter(mine(me, 'Departament')).map((g) => g.id);
  const desks = await desksOfGroups(q, [...projects.map((p) => p.id), ...departments]);
  const ofDepartments = desks.filter((d) => d.groups_id_list.some((g) => departments.includes(g)));
  return projects.map((p) => ({
    ...presentGroup(p),
    desks: desks.filter((d) => d.groups_id_list.includes(p.id)).map(presentGroupDesk),
    availableDesks: ofDepartments.filter((d) => !d.groups_id_list.includes(p.id)).map(presentGroupDesk),
  }));
}

/** The projects (type Proiect) the caller manages, each with its desks. */
export async function myProjects(ctx: AppContext, me: Caller) {
  return projectsWithDesks(ctx.db, me, (await allGroups(ctx.db)).filter(mine(me, 'Proiect')));
}

/**
 * Adds a desk of one of the caller's departments to one of the caller's projects, or takes a
 * desk of the project out of it; answers the project as `myProjects` lists it.
 */
export function changeProjectDesk(ctx: AppContext, me: Caller, b: ProjectDeskBody) {
  return ctx.db.transaction(async (tx) => {
    const desk = await deskByIdForUpdate(tx, b.deskId);
    const project = await groupById(tx, b.groupId);
    if (!project || !mine(me, 'Proiect')(project)) throw forbidden(MSG.projectNotManaged, APP_REASON.projectNotManaged);
    if (!desk) throw notFound(DESK_MSG.deskNotFound, DESK_REASON.deskNotFound);
    const inProject = desk.groups_id_list.includes(project.id);
    let groups = desk.groups_id_list;
    if (b.action === 'add') {
      const departments = (await groupsByIds(tx, desk.groups_id_list)).filter(mine(me, 'Departament'));
      if (!departments.length) throw forbidden(MSG.projectDeskNotYours, APP_REASON.projectDeskNotYours);
      if (!inProject) groups = [...groups, project.id];
    } else {
      if (!inProject) throw forbidden(MSG.projectDeskNotInProject, APP_REASON.projectDeskNotInProject);
      groups = groups.filter((g) => g !== project.id);
    }
    if (groups !== desk.groups_id_list) {
      await updateDeskRow(tx, desk.desk_id, { groupsIdList: groups, type: desk.type, manager: desk.manager });
      await recordAudit(tx, me, ctx.clock.now(), AUDIT_KIND.projectsDesks, `${project.id}/${desk.desk_id}`, {
        action: b.action,
        groupId: project.id,
        deskId: desk.desk_id,
        groupsIdList: { from: desk.groups_id_list, to: groups },
      });
    }
    return (await projectsWithDesks(tx, me, [project]))[0];
  });
}
